SELECT count(*) FROM singer
SELECT sum(Singer_ID) FROM singer
SELECT name , country , age FROM singer ORDER BY age
SELECT name , country , age FROM singer_in_concert ORDER BY age DESC
SELECT avg(age) , min(age) , max(age) FROM singer WHERE Country = "France"
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT Song_name , YEAR FROM singer WHERE Song_release_year = (SELECT Song_release_year FROM singer_in_concert)
SELECT Song_name , YEAR FROM song WHERE Song_release_year = (SELECT Song_release_year FROM song WHERE Song_name = "Youngest")
SELECT Country FROM singer WHERE Age > 20
SELECT Country FROM singer WHERE Age > 20
SELECT Country , COUNT(*) FROM singer GROUP BY Country
SELECT Country , count(*) FROM singer GROUP BY Country
SELECT Song_name FROM singer WHERE Age > (SELECT avg(Age) FROM singer_in_concert)
SELECT Song_name FROM singer WHERE age > (SELECT avg(age) FROM singer_in_concert)
SELECT LOCATION , Name FROM stadium WHERE Capacity < 5000 INTERSECT SELECT LOCATION , Name FROM stadium WHERE Capacity > 10000
SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity < 5000 INTERSECT SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity < 10000
SELECT max(capacity) , avg(average) FROM stadium
SELECT avg(Capacity) , max(Capacity) FROM stadium
SELECT name , capacity FROM stadium WHERE avg(attendance) > (SELECT avg(attendance) FROM stadium WHERE location = 'Stadium')
SELECT name , capacity FROM stadium WHERE avg(attendance) > (SELECT avg(attendance) FROM stadium WHERE location = 'Stadium')
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT T1.name , count(*) FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id
SELECT count(*) FROM stadium GROUP BY stadium_id
SELECT T1.name , T1.capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.year ORDER BY count(*) DESC LIMIT 1
SELECT name , capacity FROM stadium WHERE stadium_id > (SELECT max(stadium_id) FROM stadium WHERE stadium_id > 2013)
SELECT YEAR FROM concert GROUP BY YEAR ORDER BY count(*) DESC LIMIT 1
SELECT YEAR FROM concert GROUP BY YEAR ORDER BY count(*) DESC LIMIT 1
SELECT T2.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.name = "concert"
SELECT T2.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.name = "no concerts"
SELECT Country FROM singer WHERE Age > 30 AND Song_name = "Singer"
SELECT T2.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T1.Year = 2014
SELECT T2.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.year = 2014
SELECT T2.name , T2.name , count(*) FROM concert AS T1 JOIN singer AS T2 ON T1.concert_id = T2.concert_id GROUP BY T1.concert_id
SELECT T1.name , T1.theme , count(*) FROM concert AS T1 JOIN singer_in_concert AS T2 ON T1.concert_id = T2.concert_id GROUP BY T1.name , T1.theme , count(*)
SELECT singer_name , count(*) FROM singer GROUP BY singer_name
SELECT T1.Name , count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID
SELECT singer_name FROM concert WHERE YEAR = 2014
SELECT T2.Name FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Year = 2014
SELECT Name , Country FROM singer WHERE Song_name = "Hey"
SELECT T2.name , T2.country FROM singer AS T1 JOIN song AS T2 ON T1.song_name = T2.song_name WHERE T1.song_release_year = "Hey"
SELECT T2.name , T2.location FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.year = 2014 AND T2.year = 2015
SELECT T2.name , T2.location FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.year = 2014 AND T1.year = 2015
SELECT count(*) FROM stadium WHERE capacity > (SELECT max(capacity) FROM stadium WHERE stadium_id = 'stadium.stadium_id')
SELECT count(*) FROM stadium WHERE capacity > (SELECT max(capacity) FROM stadium WHERE stadium_id = (SELECT stadium_id FROM stadium WHERE capacity = max(capacity) ) )
SELECT count(*) FROM pets WHERE weight > 10
SELECT count(*) FROM pets WHERE weight > 10
SELECT weight FROM pets WHERE age = 1
SELECT weight FROM pets WHERE age = 1
SELECT max(weight) , pet_type FROM pets GROUP BY pet_type
SELECT max(weight) , pet_type FROM pets GROUP BY pet_type
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE sex = 'F' GROUP BY sex HAVING count(*) = 1
SELECT count(*) FROM pets WHERE sex = "female"
SELECT count(DISTINCT pet_type) FROM pets
SELECT count(DISTINCT pet_type) FROM pets
SELECT T1.fname FROM pets AS T1 JOIN has_pet AS T2 ON T1.petid = T2.petid JOIN student AS T3 ON T2.stuid = T3.stuid WHERE T3.pettype = "cat" OR T3.pettype = "dog"
SELECT T1.Fname FROM pets AS T1 JOIN has_pet AS T2 ON T1.petid = T2.petid WHERE T2.pettype = "cat" OR T2.pettype = "dog"
SELECT T1.fname FROM pets AS T1 JOIN has_pet AS T2 ON T1.petid = T2.petid JOIN student AS T3 ON T2.stuid = T3.stuid WHERE T3.pettype = "cat" AND T3.petage = "dog"
SELECT T1.Fname FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = 'cats' AND T2.petage = 'dogs'
SELECT major , age FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets WHERE pet_age = 0)
SELECT Major FROM Students WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE PetType = "Cat")
SELECT studentid FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE pet_age = 0)
SELECT StuID FROM Students WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE PetType = "cats")
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = "dog" OR T2.pettype = "cat"
SELECT T1.fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.stuid = T2.stuid WHERE T2.sex = "dog" AND T2.pettype = "cat"
SELECT pet_type , weight FROM pets WHERE pet_age = (SELECT pet_age FROM pets WHERE pet_id = 1)
SELECT pet_age , weight FROM pets WHERE pet_weight = "youngest"
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT avg(age) , max(age) FROM pets GROUP BY pet_type
SELECT avg(age) , max(age) FROM Pets GROUP BY pet_type
SELECT pet_weight , pet_type FROM pets GROUP BY pet_type
SELECT pet_weight , pet_type FROM pets GROUP BY pet_type
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = 'pet'
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = 'yes'
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT count(*) , student_id FROM pets GROUP BY student_id
SELECT T1.stuid , count(*) FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid
SELECT T1.fname , T1.gender FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = (SELECT petid FROM pets WHERE pettype = 'pet')
SELECT T1.fname , T1.gender FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid HAVING count(*) > 1
SELECT LName FROM Student WHERE age = 3
SELECT LName FROM Student WHERE LName = "Has_Pet" INTERSECT SELECT LName FROM Student WHERE LName = "Has_Pet" WHERE LName = "3"
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets)
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT stuid FROM Pets)
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT Continent , CountryName , count(*) FROM continents GROUP BY Continent
SELECT id , name , count(*) FROM continents GROUP BY continent
SELECT count(*) FROM countries
SELECT count(*) FROM countries
SELECT FullName , Id , count(*) FROM car_makers GROUP BY FullName
SELECT FullName , Id , count(*) FROM car_makers GROUP BY Id
SELECT Model FROM car_names WHERE horsepower = (SELECT min( horsepower ) FROM car_names)
SELECT Model FROM car_names WHERE horsepower = (SELECT min(horsepower) FROM car_names)
SELECT Model FROM car_names WHERE Weight < (SELECT avg(Weight) FROM car_lists)
SELECT Model FROM car_names WHERE Weight < (SELECT avg(Weight) FROM car_names)
SELECT FullName FROM car_makers WHERE Year = 1970
SELECT FullName FROM car_makers WHERE MakeId = "1970"
SELECT make , ProductionTime FROM cars_data WHERE Year = (SELECT min(YEAR) FROM cars_data WHERE make = 'T100')
SELECT FullName , Year FROM car_makers WHERE Make = "Toyota" OR Year = "2020"
SELECT DISTINCT Model FROM car_models WHERE MakeId = "1980"
SELECT FullName FROM car_makers WHERE MakeId = "1980"
SELECT FullName , count(*) FROM continents GROUP BY Continent
SELECT Continent , count(*) FROM continents GROUP BY Continent
SELECT country FROM countries GROUP BY country ORDER BY count(*) DESC LIMIT 1
SELECT country FROM country GROUP BY country ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT id , FullName FROM car_makers GROUP BY maker
SELECT Accelerate FROM car_names WHERE Make = "Hornet" INTERSECT SELECT Accelerate FROM car_names WHERE Make = "Hornet"
SELECT Accelerate FROM car_names WHERE MakeId = "Hornet" INTERSECT SELECT Accelerate FROM car_names WHERE MakeId = "Hornet"
SELECT count(*) FROM car_makers WHERE countryid = "France"
SELECT count(*) FROM car_makers WHERE Continent = "France"
SELECT count(*) FROM car_models WHERE countryid = "us"
SELECT count(*) FROM car_models WHERE countryid = "United States"
SELECT avg(mpg) FROM cars WHERE cyl = 4
SELECT avg(MVG) FROM CAR_NAMES WHERE Cylinders = 4
SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min
SELECT min(Weight) FROM car_names WHERE MakeId = "T12" INTERSECT SELECT min(Weight) FROM car_names WHERE Make = "T12" INTERSECT SELECT min(Weight) FROM car_names WHERE Make = "T12" WHERE Year = "1974"
SELECT FullName , Model FROM car_makers
SELECT FullName , Model FROM car_makers
SELECT FullName , id FROM country WHERE countryid = (SELECT countryid FROM car_makers)
SELECT country , id FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE maker = 'Car_makers')
SELECT count(*) FROM car_names WHERE horsepower > 150
SELECT count(*) FROM car_names WHERE horsepower > 150
SELECT avg(Weight) FROM cars_data WHERE Year = 1
SELECT avg(Weight) , YEAR FROM car_names GROUP BY YEAR
SELECT country FROM countries WHERE countryid = "Europe" GROUP BY countryid HAVING count(*) >= 3
SELECT FullName FROM countries WHERE Continent = "Europe" GROUP BY FullName HAVING COUNT(*) >= 3
SELECT max(Cylinders) , make FROM car_models WHERE cyl = 3
SELECT max(Horsepower) FROM car_lists WHERE Make = "Model" AND Cylinders = 3
SELECT max(MVG) FROM car_names GROUP BY VG ORDER BY AVG(MVG) DESC LIMIT 1
SELECT Model FROM car_models ORDER BY MPG DESC LIMIT 1
SELECT avg(Horsepower) FROM cars_data WHERE Year > 1980
SELECT avg(Horsepower) FROM cars_data WHERE Year > 1980
SELECT avg(edispl) FROM cars_data WHERE make = "Volvo"
SELECT avg(edispl) FROM cars_data WHERE make = "Volvo"
SELECT max(accelerate) FROM car_names WHERE cylinders = 1
SELECT max(accelerate) FROM car_names WHERE cyl = "1"
SELECT Model FROM car_names GROUP BY Model ORDER BY count(*) DESC LIMIT 1
SELECT Model FROM model_list GROUP BY Model ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM car_names WHERE cyl * 2 > 4
SELECT count(*) FROM cars_data WHERE cyl * 4 > 4
SELECT count(*) FROM car_names WHERE MakeId = "T12" AND Year = 1980
SELECT count(*) FROM car_names WHERE Id = "1980"
SELECT count(*) FROM car_models WHERE FullName = 'American Motor Company'
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id WHERE T1.Manufacturer = "American Motor Company"
SELECT FullName , id FROM car_makers GROUP BY FullName HAVING COUNT(*) > 3
SELECT FullName , Id FROM car_makers GROUP BY FullName HAVING COUNT(*) > 3
SELECT FullName FROM car_makers WHERE FullName LIKE "%General Motors%" OR Weight > 3500
SELECT DISTINCT Model FROM car_makers WHERE MakeId = "General Motors" OR Weight > 3500
SELECT YEAR FROM car_names WHERE Weight <= 3000 AND Weight > 4000
SELECT YEAR FROM car_names WHERE Weight > 3000 AND Cylinders < 4000
SELECT horsepower FROM car_names ORDER BY horsepower DESC LIMIT 1
SELECT max(Cylinders) FROM car_names ORDER BY Accelerate DESC LIMIT 1
SELECT min(Cylinders) FROM car_names WHERE Make = "Volvo"
SELECT count(*) FROM car_names WHERE make = "Volvo" OR id = "1.1"
SELECT count(*) FROM car_names WHERE horsepower > (SELECT max( horsepower) FROM car_names WHERE id = (SELECT id FROM car_names WHERE make = 'car_name' OR id = 'car_name' OR id = 'car_name' WHERE make = 'car_name' OR id = 'car_name' WHERE id = 'car_name' OR id = 'car_name' WHERE id = 'car_name' WHERE id = 'car_name' WHERE id
SELECT count(*) FROM car_names WHERE horsepower > (SELECT max( horsepower) FROM car_names WHERE id = (SELECT id FROM car_names WHERE make = 'car_name' OR id = 'car_name' OR id = 'car_name' WHERE make = 'car_name' OR id = 'car_name' OR id = 'car_name' WHERE id = 'car_name' OR id = 'car_name' WHERE id = 'car_name' WHERE id
SELECT count(*) FROM car_makers GROUP BY countryid HAVING count(*) > 2
SELECT count(*) FROM countries WHERE countryid > 2
SELECT count(*) FROM car_names WHERE cyl * 2 > 6
SELECT count(*) FROM car_names WHERE cyl * 6 = 0
SELECT Model FROM car_names WHERE Make = "Toyota" OR Cylinders = 4
SELECT Model FROM car_names GROUP BY Model ORDER BY horsepower DESC LIMIT 4
SELECT Id , Make FROM car_lists WHERE horsepower > (SELECT min(hp) FROM car_lists WHERE make = "car_lists")
SELECT Id , Name FROM car_names WHERE Cylinders < 4
SELECT max(MVG) FROM car_names WHERE Make = "Toyota" OR Cylinders > 1980
SELECT max(mpg) FROM cars_data WHERE cyl_cylinders > 1980
SELECT Model FROM cars_data WHERE FullName = 'Ford Motor Company' EXCEPT SELECT Model FROM cars_data WHERE FullName = 'Ford Motor Company' EXCEPT SELECT Model FROM cars_data WHERE FullName = 'Ford Motor Company'
SELECT Model FROM cars_data WHERE FullName = "Ford Motor Company" INTERSECT SELECT Model FROM cars_data WHERE FullName = "Ford Motor Company" EXCEPT SELECT Model FROM cars_data WHERE FullName = "Ford Motor Company"
SELECT country FROM countries WHERE countryid NOT IN (SELECT countryid FROM car_makers)
SELECT countryname FROM countries WHERE countryid NOT IN (SELECT countryid FROM car_makers)
SELECT id , maker FROM car_makers GROUP BY id HAVING count(*) >= 2 AND maker > 3
SELECT id , maker FROM car_makers WHERE make = "Toyota" INTERSECT SELECT id , maker FROM car_makers WHERE make = "Ford" INTERSECT SELECT id , maker FROM car_makers WHERE make = "Ford" INTERSECT SELECT id , maker FROM car_makers WHERE make = "Ford" INTERSECT SELECT id , maker FROM car_makers WHERE make = "Ford" INTERSECT SELECT id , maker FROM car_makers WHERE make = "Ford" INTERSECT SELECT
SELECT id , name FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE maker = 'fiat') AND countryname = 'fiat'
SELECT id , name FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE countryid = 3)
SELECT Country FROM airports WHERE AirportName = "JetBlue Airways"
SELECT Country FROM Airlines WHERE AirportName = "Jetblue Airways"
SELECT Abbreviation FROM Airlines WHERE Airline = "JetBlue Airways"
SELECT Abbreviation FROM airports WHERE AirportName = "Jetblue Airways"
SELECT airlineName , countryAbbrev FROM airline WHERE country = "USA"
SELECT airlineName , airportAbbrev FROM airlines WHERE country = "USA"
SELECT AirportName , AirportCode FROM airports WHERE City = "Anthony"
SELECT AirportName , AirportCode FROM airports WHERE AirportCode = "Athanasi"
SELECT count(*) FROM airlines
SELECT sum(Airline) FROM airlines
SELECT count(*) FROM airports
SELECT count(*) FROM airports
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT airline FROM airlines WHERE airline = 'UAL'
SELECT airline FROM airports WHERE airportcode = 'UAL'
SELECT count(*) FROM airlines WHERE country = "USA"
SELECT count(*) FROM airlines WHERE country = "USA"
SELECT City , Country FROM airports WHERE AirportCode = "Alton"
SELECT city , country FROM airports WHERE airportcode = "Alton"
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT AirportName FROM airports WHERE City = 'Aberdeen'
SELECT AirportName FROM airports WHERE AirportCode = "Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = "destination"
SELECT count(*) FROM flights WHERE SourceAirport = 'Ato'
SELECT count(*) FROM flights WHERE City = "Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE City = " Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE city = 'Aberdeen' AND destination = 'Ashley'
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen" INTERSECT SELECT count(*) FROM flights WHERE DestAirport = "Ashley"
SELECT count(*) FROM flights WHERE AirportName = 'JetBlue Airways'
SELECT count(*) FROM flights WHERE AirportName = "Jetblue"
SELECT count(*) FROM flights WHERE AirportName = 'United Airlines'
SELECT count(*) FROM flights WHERE AirportCode = "ASY"
SELECT count(*) FROM flights WHERE AirportName = 'United Airlines'
SELECT count(*) FROM flights WHERE AirportName = "AHD Airport"
SELECT count(*) FROM flights WHERE City = 'Aberdeen'
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT city FROM flights GROUP BY city ORDER BY count(*) DESC LIMIT 1
SELECT DestAirport FROM airports GROUP BY DestAirport ORDER BY count(*) DESC LIMIT 1
SELECT city FROM flights GROUP BY city ORDER BY count(*) DESC LIMIT 1
SELECT DestAirport FROM airports GROUP BY DestAirport ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM airports GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportCode FROM airports GROUP BY AirportCode ORDER BY count(*) DESC LIMIT 1
SELECT AirportCode FROM airports GROUP BY AirportCode HAVING COUNT(*) < 1
SELECT AirportName FROM airports ORDER BY SourceAirport ASC LIMIT 1
SELECT AirportName FROM flights GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT airline FROM flights GROUP BY airline ORDER BY count(*) DESC LIMIT 1
SELECT Abbreviation , Country FROM flights GROUP BY Country ORDER BY count(*) DESC LIMIT 1
SELECT country , countryabbrev FROM flights GROUP BY country
SELECT Airlines FROM flights WHERE DestAirport = 'AHD'
SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.SourceAirport = "HD"
SELECT Airlines FROM flights WHERE AirportName = 'AHD'
SELECT T1.Airline , T1.AirportCode FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.DestAirport = "AHD"
SELECT T1.Airline , T2.AirportCode FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.Airline = 'APG' AND T2.AirportCode = 'CVO'
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.DestAirport = 'APG' AND T2.DestAirport = 'CVO'
SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.AirportName = 'CVO' EXCEPT SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.AirportName = 'APG'
SELECT DISTINCT Airline FROM airlines WHERE AirportName NOT IN (SELECT AirportName FROM airports WHERE AirportCode NOT IN (SELECT AirportCode FROM flights))
SELECT airline FROM flights GROUP BY airline HAVING count(*) >= 10
SELECT Airlines FROM flights GROUP BY Airlines HAVING COUNT(*) >= 10
SELECT Airline FROM flights GROUP BY Airline HAVING COUNT(*) < 200
SELECT Airline FROM flights WHERE SourceAirport < 200
SELECT flightno FROM flights WHERE AirportName = "United Airlines"
SELECT flightNo FROM flights WHERE sourceairport = "United Airlines"
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT DestAirport FROM flights WHERE DestAirport = "APG"
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT DestAirport FROM flights WHERE DestAirport = "APG"
SELECT flightNo FROM flights WHERE city = "Aberdeen"
SELECT DestAirport FROM flights WHERE DestAirport = "Aberdeen"
SELECT flightNo FROM flights WHERE city = "Aberdeen"
SELECT DestAirport FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE city = "Aberdeen" OR city = "Abilene"
SELECT count(*) FROM flights WHERE DestAirport = "Abilene" OR DestAirport = " Aberdeen"
SELECT AirportName FROM airports WHERE AirportName NOT IN (SELECT AirportName FROM flights)
SELECT AirportName FROM airports WHERE AirportName NOT IN (SELECT AirportName FROM flights)
SELECT count(*) FROM employee
SELECT count(*) FROM employee
SELECT T1.Name FROM employee AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID ORDER BY Age
SELECT Name FROM employee ORDER BY Age ASC
SELECT city , count(*) FROM employee GROUP BY city
SELECT city , count(*) FROM employee GROUP BY city
SELECT District FROM employee WHERE Age > 30
SELECT District FROM employee WHERE Age > 30
SELECT DISTINCT LOCATION FROM shop GROUP BY LOCATION
SELECT District , count(*) FROM shop GROUP BY District
SELECT manager_name , district FROM shop WHERE number_products = (SELECT max(number_products) FROM shop)
SELECT manager_name , district FROM shop GROUP BY district ORDER BY count(*) DESC LIMIT 1
SELECT min(number_products) , max(number_products) FROM employee GROUP BY city
SELECT min(number_products) , max(number_products) FROM employee GROUP BY employee_id
SELECT name , location , district FROM shop ORDER BY number_products DESC
SELECT T1.name , T1.location , T1.district FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id ORDER BY T2.number_products DESC
SELECT T1.Name FROM employee AS T1 JOIN shop AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Number_products > (SELECT avg(Number_products) FROM employee)
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id HAVING avg(T1.number_products) > (SELECT avg(T1.number_products) FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id)
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT Employee_name FROM evaluation GROUP BY Employee_name ORDER BY count(*) DESC LIMIT 1
SELECT T2.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID HAVING T2.Bonus = (SELECT max(Bonus) FROM employee)
SELECT Employee_name FROM employee GROUP BY Employee_name ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM employee WHERE Employee_ID NOT IN (SELECT Employee_ID FROM evaluation)
SELECT Name FROM employee WHERE Employee_ID NOT IN (SELECT Employee_ID FROM evaluation)
SELECT T2.name FROM employee AS T1 JOIN hiring AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id ORDER BY count(*) DESC LIMIT 1
SELECT shop_name FROM employee GROUP BY shop_name ORDER BY count(*) DESC LIMIT 1
SELECT T2.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id WHERE T1.city = "Houston"
SELECT shop_name FROM employee WHERE employee_id NOT IN (SELECT employee_id FROM shop)
SELECT shop_name , count(*) FROM employee GROUP BY shop_name
SELECT count(*) , name FROM shop GROUP BY shop_id
SELECT sum(bonus) FROM evaluation
SELECT sum(bonus) FROM evaluation
SELECT T2.Name , T2.Location , T2.Department , T2.Number_products FROM hire AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID
SELECT T2.Name , T2.Location , T2.Number_products FROM hire AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID
SELECT District FROM employee WHERE District < 3000 AND Number_products > 10000
SELECT District FROM shop WHERE Location < 30000 GROUP BY District
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(*) FROM Documents
SELECT count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT document_name , template_id FROM documents WHERE document_name LIKE '%w%'
SELECT document_name , template_id FROM documents WHERE document_name LIKE "%w%"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT count(DISTINCT T1.Template_ID) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID
SELECT count(DISTINCT Template_ID) FROM documents
SELECT count(*) FROM documents WHERE template_type_code = 'PPT'
SELECT count(*) FROM documents WHERE template_type_code = "PPT"
SELECT Template_ID , count(*) FROM Templates GROUP BY Template_ID
SELECT T1.Template_ID , count(*) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID
SELECT Template_ID , Template_Type_Code FROM Documents GROUP BY Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID , T1.Template_Type_Code FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID HAVING count(*) > 1
SELECT Template_ID FROM Templates WHERE Document_ID > (SELECT Document_ID FROM Documents WHERE Document_Name = "more than 1 document")
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID JOIN Documents AS T3 ON T2.Template_ID = T3.Template_ID WHERE T3.Template_Name = "None"
SELECT Template_ID FROM Templates WHERE Template_Type_Code NOT IN (SELECT Template_Type_Code FROM Documents)
SELECT count(*) FROM Ref_Template_types
SELECT count(*) FROM Templates
SELECT Template_ID , Version_Number , Template_Type_Code FROM Templates
SELECT Template_ID , Version_Number , Template_Type_Code FROM Ref_Template_types
SELECT T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code
SELECT template_type_code FROM Ref_Template_types
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Code = "PP" OR Template_Type_Code = "PTP"
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Code = "PP" OR Template_Type_Code = "PTP"
SELECT count(*) FROM Ref_Template_types WHERE Template_Type_Code = "CV"
SELECT count(*) FROM Templates WHERE Template_type_code = "CV"
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Version_Number , T1.Template_Type_Code FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Version_Number > 5
SELECT template_type_code , count(*) FROM templates GROUP BY template_type_code
SELECT Template_Type_Code , count(*) FROM Templates GROUP BY Template_Type_Code
SELECT Template_Type_Code FROM Templates GROUP BY Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM templates GROUP BY template_type_code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM templates WHERE template_type_code < 3
SELECT Template_Type_Code FROM Ref_Template_types GROUP BY Template_Type_Code HAVING count(*) < 3
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Version_Number ORDER BY T1.Template_Type_Code ASC LIMIT 1
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Version_Number ORDER BY T1.Template_Type_Code ASC LIMIT 1
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT document_name FROM documents WHERE template_type_code = "BK"
SELECT document_name FROM documents WHERE template_id = "BK"
SELECT T1.Template_Type_Code , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code
SELECT template_type_code FROM documents GROUP BY template_type_code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM documents GROUP BY template_type_code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM documents WHERE document_id NOT IN (SELECT document_id FROM documents)
SELECT Template_Type_Code FROM Ref_Template_types WHERE Template_Type_Description != "document"
SELECT Template_Type_Code , Template_Type_Description FROM Ref_Template_types
SELECT Template_Type_Code , Template_Type_Description FROM Ref_Template_types
SELECT Template_Type_Description FROM Ref_Template_types WHERE Template_Type_Code = "AD"
SELECT template_type_description FROM Ref_Template_types WHERE template_type_code = "AD"
SELECT template_type_code FROM ref_template_types WHERE template_type_description = "Book"
SELECT template_type_code FROM Ref_Template_types WHERE template_type_description = "Book"
SELECT DISTINCT Template_Type_Description FROM Templates GROUP BY Template_Type_Description
SELECT T1.Template_Description FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code = "Template_type_code"
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Description = "Presentation"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Document_details AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Description = 'Presentation'
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM paragraphs
SELECT count(*) FROM documents WHERE document_name = 'Summer Show'
SELECT count(*) FROM documents WHERE document_name = 'Summer Show'
SELECT Document_Text FROM Paragraph WHERE Document_Name = 'Korea'
SELECT Document_Text FROM Paragraph WHERE Document_Name = "Korea"
SELECT document_id , document_text FROM documents WHERE document_name = 'Welcome to NY'
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = "Welcome to NY"
SELECT Document_Text FROM Documents WHERE Document_ID = "Customer reviews"
SELECT Document_Text FROM Documents WHERE Document_Name = 'Customer reviews'
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT document_id , document_name , count(*) FROM Documents GROUP BY document_id
SELECT Document_ID , Document_Name , count(*) FROM Documents GROUP BY Document_ID
SELECT Document_ID FROM Documents WHERE Document_Text > 2
SELECT Document_ID FROM Documents WHERE Document_Text = "2" ORDER BY Document_Text DESC LIMIT 1
SELECT document_id , document_name FROM documents GROUP BY document_id ORDER BY count(*) DESC LIMIT 1
SELECT document_id , document_name FROM Documents GROUP BY document_id ORDER BY count(*) DESC LIMIT 1
SELECT document_id FROM documents WHERE document_id < count(*)
SELECT document_id FROM documents WHERE document_name = "Paragraphs" GROUP BY document_id HAVING count(*) < 1
SELECT document_id FROM documents WHERE document_id = 1 , 2
SELECT Document_ID FROM Documents WHERE Document_Text < (SELECT max(Document_Text) FROM Documents)
SELECT document_id FROM documents WHERE document_name = 'Brazil' AND document_text = 'Ireland'
SELECT Document_ID FROM Documents WHERE Document_Text = 'Brazil' AND Document_Description = 'Ireland'
SELECT count(*) FROM teacher
SELECT count(*) FROM teacher
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Age
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T1.Age ASC
SELECT Age , Hometown FROM teacher
SELECT Hometown , Age FROM teacher GROUP BY Hometown
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != 'Little Lever Urban District'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != 'Little Lever Urban District'
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Age = 32 OR T1.Age = 33
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Age = 32 OR T1.Age = 33
SELECT Hometown FROM teacher ORDER BY Hometown DESC LIMIT 1
SELECT T1.Hometown FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Age DESC LIMIT 1
SELECT Hometown , count(*) FROM teacher GROUP BY Hometown
SELECT Hometown FROM teacher GROUP BY Hometown
SELECT Hometown FROM teacher GROUP BY Hometown ORDER BY count(*) DESC LIMIT 1
SELECT Hometown FROM teacher GROUP BY Hometown ORDER BY count(*) DESC LIMIT 1
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) >= 2
SELECT Hometown FROM teacher GROUP BY Hometown HAVING count(*) >= 2
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Name
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T1.Name
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Name = "Math"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = "Math"
SELECT T2.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T1.Course_ID
SELECT T2.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T1.Course_ID HAVING COUNT(*) >= 2
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T1.Course_ID HAVING COUNT(*) >= 2
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID WHERE T1.Name NOT IN (SELECT T1.Name FROM course_arrange AS T1 JOIN course AS T2 ON T1.Course_ID = T2.Course_ID)
SELECT T2.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course WHERE T1.Name NOT IN (SELECT T1.Name FROM course_arrange AS T1 JOIN course AS T2 ON T1.Course_ID = T2.Course_ID)
SELECT count(*) FROM visit WHERE age < 30
SELECT T1.Name FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID JOIN museum AS T3 ON T2.Museum_ID = T3.Museum_ID WHERE T3.Level_of_membership > 4
SELECT avg(T2.Age) FROM visit AS T1 JOIN visitor AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T1.Level_of_membership > 4
SELECT T1.Name , T1.Level_of_membership , T1.Age FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID JOIN visitor AS T3 ON T2.ID = T3.ID WHERE T3.Level_of_membership > 4
SELECT T1.Museum_ID , T1.Name FROM museum AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) DESC LIMIT 1
SELECT avg(num_of_staff) FROM museum WHERE open_year > 2009
SELECT Open_Year , Num_of_Staff FROM museum WHERE Name = "Plaza Museum"
SELECT T1.Name FROM museum AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2010
SELECT T1.id , T1.name , T1.age FROM visit AS T1 JOIN visitor AS T2 ON T1.id = T2.id JOIN museum AS T3 ON T2.Museum_id = T3.Museum_id WHERE T3.open_year > (SELECT open_year FROM visit WHERE T1.id = T3.id)
SELECT T1.id , T1.name , T1.membership_level FROM visit AS T1 JOIN visitor AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY sum(T2.total_spent) DESC LIMIT 1
SELECT T1.Museum_ID , T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) DESC LIMIT 1
SELECT T2.Name FROM museum AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T1.Open_Year = "2020"
SELECT T1.Name , T1.Age FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID GROUP BY T1.ID ORDER BY count(*) DESC LIMIT 1
SELECT avg(T1.T1.T2.T3) , max(T1.T1.T2.T3) FROM visit AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID
SELECT sum(T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1
SELECT T1.Name FROM visit AS T1 JOIN visitor AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2009 AND T2.Open_Year > 2011
SELECT count(*) FROM visit WHERE visit_id NOT IN (SELECT visit_id FROM museum WHERE open_year > 2010)
SELECT count(*) FROM museum WHERE open_year > 2013 OR open_year < 2008
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
-- not scored
SELECT count(*) FROM ship WHERE ship_type = "Captured"
SELECT name , tonnage FROM ship ORDER BY tonnage DESC
SELECT name , date , result FROM battle
SELECT max(T2.death_t2) , min(T2.death_t2) FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT avg(injured_by_ship_id) , count(*) FROM ship GROUP BY injured_by_ship_id
SELECT T2.name , T2.name , T2.name , T2.name FROM ship AS T1 JOIN death AS T2 ON T1.id = T2.id WHERE T1.tonnage = 't'
SELECT name , result FROM battle WHERE bulgarian_commander != 'Boril'
SELECT id , name FROM battle WHERE name = "Brig"
SELECT id , name FROM battle WHERE killed > 10
SELECT ship_id , name FROM ship WHERE injury_count > (SELECT sum(injury_count) FROM ship)
SELECT DISTINCT name FROM battle WHERE bulgarian_commander = 'Kaloyan' AND latin_commander = 'Baldwin I'
SELECT count(DISTINCT result) FROM battle
SELECT count(*) FROM battle WHERE tonnage = 225
SELECT name , date FROM battle WHERE name = 'Lettice' AND ship_type = 'Atalanta'
SELECT name , result , bulgarian_commander FROM battle WHERE id NOT IN (SELECT id FROM battle WHERE lost_in_battle != 'English Channel')
SELECT T2.note FROM death AS T1 JOIN ship AS T2 ON T1.id = T2.id WHERE T1.name = 'East'
SELECT address_id FROM Addresses WHERE line_1 = "1" AND line_2 = "2"
SELECT first_line_1 , second_line_1 FROM Addresses
SELECT count(*) FROM courses GROUP BY course_name
SELECT count(*) FROM courses
SELECT course_description FROM Course WHERE course_name = "Math"
SELECT course_description FROM courses WHERE course_name = "Math"
SELECT zip_postcode FROM Addresses WHERE city = "Port Chelsea"
SELECT zip_postcode FROM addresses WHERE city = "Port Chelsea"
SELECT department_name , department_id FROM degrees GROUP BY department_name ORDER BY count(*) DESC LIMIT 1
SELECT department_name , department_id FROM degrees GROUP BY department_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Departments WHERE department_name = "Degree_Programs"
SELECT count(DISTINCT department_id) FROM degrees
SELECT count(DISTINCT degree_name) FROM degrees
SELECT count(DISTINCT degree_summary_name) FROM degrees
SELECT count(*) FROM degrees WHERE department_name = "Engineering"
SELECT count(*) FROM degrees WHERE department_name = "Engineering"
SELECT T1.section_name , T1.section_description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id
SELECT T1.section_name , T1.section_description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id
SELECT course_name , course_id FROM courses WHERE department_id = (SELECT department_id FROM sections)
SELECT course_name , course_id FROM Courses WHERE department_id < 2
SELECT T1.section_name FROM sections AS T1 JOIN sections_contents AS T2 ON T1.section_id = T2.section_id ORDER BY T2.section_name
SELECT T1.section_name FROM sections AS T1 JOIN sections_contents AS T2 ON T1.section_id = T2.section_id ORDER BY T2.section_name
SELECT T2.semester_id , T1.student_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.semester_id HAVING count(*) > (SELECT count(*) FROM Student_Enrolment_Courses GROUP BY T1.semester_id)
SELECT T1.semester_id , T1.student_id FROM Student_Enrolment_Courses AS T1 JOIN Student_Enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T1.semester_id ORDER BY count(*) DESC LIMIT 1
SELECT department_name FROM departments WHERE department_name LIKE '%computer%'
SELECT department_description FROM departments WHERE department_name = "Computer"
SELECT first_name , middle_name , last_name FROM Degree_Programs WHERE semester_id = 2
SELECT first_name , middle_name , last_name FROM Students WHERE semester_id = (SELECT semester_id FROM Degree_Programs WHERE degree_program_id = 2)
SELECT first_name , middle_name , last_name FROM Degree_Programs
SELECT first_name , middle_name , last_name FROM Students WHERE degree_program_id = 'Bachelors'
SELECT T1.degree_summary_name FROM Degree_Programs AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.degree_program_id = T2.degree_program_id GROUP BY T1.degree_summary_name ORDER BY count(*) DESC LIMIT 1
SELECT degree_summary_name FROM Degree_Programs GROUP BY degree_summary_name ORDER BY count(*) DESC LIMIT 1
SELECT T1.id , T1.summary_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT degree_program_id , degree_summary_name FROM Degree_Programs GROUP BY degree_program_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_id , T1.first_name , T1.middle_name , T1.last_name , count(*) FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id HAVING count(*) > (SELECT count(*) FROM Student_Enrolment_Courses)
SELECT first_name , middle_name , last_name , date_first_registered FROM Student_Enrolment WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrolment_Courses WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrolment_Courses WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrolment_Courses WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrolment_Courses WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrol
SELECT semester_name FROM Students WHERE semester_id NOT IN (SELECT semester_id FROM Students)
SELECT semester_name FROM semesters WHERE semester_id NOT IN (SELECT semester_id FROM student_enrolment_courses)
SELECT course_name FROM courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM enrollments WHERE enrolled_student_details = 'yes')
SELECT course_name FROM courses WHERE student_enrolment_id = 1
SELECT course_name FROM Course GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM Course GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.state_province_county = "North Carolina" AND T2.country = "North Carolina" AND T2.other_address_details = "None"
SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "North Carolina" AND T2.state_province_county = "North Carolina"
SELECT date_first_registered , id FROM Transcript_Contents WHERE student_course_id = (SELECT student_course_id FROM Transcript_Contents WHERE student_enrolment_id = 2)
SELECT date_first_registered , id FROM Transcript_Contents WHERE course_id = (SELECT course_id FROM Transcript_contents WHERE course_name = "Transcripts")
SELECT phone_number FROM Students WHERE first_name = "Timmothy" AND last_name = "Ward"
SELECT T1.mobile_phone_number FROM Students AS T1 JOIN Student_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "Timmothy" AND T2.last_name = "Ward"
SELECT first_name , middle_name , last_name FROM Students WHERE first_name = "John" AND last_name = "Smith"
SELECT first_name , middle_name , last_name FROM Students WHERE student_id = (SELECT student_id FROM Students WHERE student_name = 'first_name' AND student_name = 'middle_name')
SELECT first_name , middle_name , last_name FROM graduates WHERE first_name = "John" AND middle_name = "Smith"
SELECT first_name , middle_name , last_name FROM Students WHERE graduation_date = "1999-01-01"
SELECT T1.first_name FROM addresses AS T1 JOIN student_enrolment_courses AS T2 ON T1.address_id = T2.address_id WHERE T2.permanent_address_id = (SELECT T1.permanent_address_id FROM student_enrolment_courses AS T1 JOIN student_enrolment_contents AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.student_address_details = T1.
SELECT first_name FROM Students WHERE permanent_address_id != current_address_id
SELECT address_id , count(*) FROM Addresses GROUP BY address_id ORDER BY count(*) DESC LIMIT 1
SELECT address_id , line_1 , line_2 FROM Addresses GROUP BY address_id ORDER BY count(*) DESC LIMIT 1
SELECT date_first_registered FROM Transcript_Contents
SELECT avg(transcript_date) FROM Transcript_Contents
SELECT date_first_registered , date_first_released FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE transcript_date = (SELECT date_first_registered FROM Transcript_contents WHERE transcript_id = 'T200000000000')
SELECT count(*) FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT T2.date_last_transcript_release_date FROM Transcript_contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T1.transcript_date = "Last transcript release date"
SELECT T2.date_last_transcript FROM Transcript_contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T1.transcript_date = "2023-01-01"
SELECT count(*) FROM Transcript_Contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_contents WHERE student_course_id = (SELECT student_course_id FROM Transcript_contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_contents WHERE student_course_id = (SELECT student_course_id FROM Transcript_contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_contents WHERE student
SELECT max(T1.course_id) , T1.course_name FROM Transcript_contents AS T1 JOIN Student_Enrolment AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.course_id
SELECT T1.date_first_registered FROM Transcript_contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.transcript_id HAVING count(*) < (SELECT count(*) FROM Transcript_contents)
SELECT date_first_registered , id FROM Transcript_Contents WHERE transcript_id < count(*)
SELECT semester_id FROM Students WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Students WHERE student_id = (SELECT student_enrolment_id FROM Students WHERE student_id = (SELECT student_enrolment_id FROM Students WHERE student_id = (SELECT student_enrolment_id FROM Students WHERE student_id = (SELECT student_enrolment_id FROM Students WHERE student_id = (SELECT student_enrolment_id FROM Students WHERE student_id = (SELECT student
SELECT semester_id FROM Students WHERE degree_program_id = (SELECT degree_program_id FROM Students WHERE degree_program_id = (SELECT degree_program_id FROM Students_Enrolment_Courses WHERE degree_program_id = (SELECT degree_program_id FROM Students_Enrolment_Courses WHERE degree_program_id = (SELECT degree_program_id FROM Students_Enrolment_Courses WHERE degree_program_id = (SELECT degree_program_id FROM Students_Enrolment_Courses WHERE degree_program
SELECT count(*) FROM Addresses WHERE current_address_details = 1
SELECT address_id FROM Addresses WHERE student_enrolment_id = 1
SELECT T1.student_details FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id ORDER BY T2.student_details
SELECT other_details FROM Students ORDER BY date_left
SELECT section_id FROM sections
SELECT T1.section_description FROM sections AS T1 JOIN sections AS T2 ON T1.section_id = T2.section_id WHERE T2.section_name = "section_name"
SELECT T1.first_name FROM Students AS T1 JOIN Students_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" OR T2.cell_mobile_number = "09700166582"
SELECT T1.first_name FROM Students AS T1 JOIN Students_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" ORDER BY T2.cell_mobile_number
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.Title
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.Title
SELECT directed_by FROM cartoon WHERE directed_by = "Ben Jones"
SELECT T2.Title FROM Cartoon AS T1 JOIN T2 ON T1.Title = T2.Directed_by WHERE T1.Directed_by = "Ben Jones"
SELECT count(*) FROM cartoon WHERE directed_by = "Joseph Kuhr"
SELECT count(*) FROM carto WHERE directed_by = "Joseph Kuhr"
SELECT T2.Title , T1.Directed_by FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.air_date
SELECT T2.Title , T1.Directed_by FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.air_date
SELECT T2.Title FROM cartoon AS T1 JOIN directed_by AS T2 ON T1.Directed_by = T2.Directed_by JOIN channel AS T3 ON T1.Channel = T3.id WHERE T3.Directed_by = "Ben Jones" OR T3.Directed_by = "Brandon Vietti"
SELECT T2.Title FROM Cartoon AS T1 JOIN T3 AS T2 ON T1.Title = T2.Directed_by JOIN T3 AS T3 ON T1.Directed_by = T3.Directed_by WHERE T3.Directed_by = "Ben Jones" OR T3.Directed_by = "Brandon Vietti"
SELECT Country , count(*) FROM TV_channel GROUP BY Country
SELECT Country FROM TV_channel GROUP BY Country ORDER BY count(*) DESC LIMIT 1
SELECT count(DISTINCT T1.series_name) , T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT count(DISTINCT T1.series_name) , T1.contents FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.series_name = "Sky Radio"
SELECT T2.content FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id WHERE T1.title = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Channel = "Sky Radio"
SELECT Package_Option FROM TV_channels WHERE Series_name = "Sky Radio"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "english"
SELECT count(*) FROM TV_channels WHERE LANGUAGE = "english"
SELECT LOCATION , COUNT(*) FROM TV_channel GROUP BY LOCATION
SELECT LOCATION , COUNT(*) FROM TV_channels GROUP BY LOCATION
SELECT LANGUAGE , COUNT(*) FROM TV_channels GROUP BY LANGUAGE
SELECT LANGUAGE FROM TV_channels GROUP BY LANGUAGE
SELECT T1.series_name FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "The Rise of the Blue Beetle!"
SELECT T1.series_name FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "The Rise of the Blue Beetle"
SELECT T2.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id WHERE T1.series_name = "Sky Radio"
SELECT title FROM TV_series WHERE series_name = "Sky Radio"
SELECT T2.Episode FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T1.rating
SELECT T1.episodes_name , T1.rating FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id ORDER BY T2.rating
SELECT T1.title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.Rating DESC LIMIT 3
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.Rating DESC LIMIT 3
SELECT min(Share) , max(Share) FROM TV_series
SELECT max(Shared_view_PPV) , min(Shared_view_PPV) FROM TV_series
SELECT T2.air_date FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.title = "A Love of a Lifetime"
SELECT Hight_definition_TV FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Title = "A Love of a Lifetime"
SELECT T1.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "A Love of a Lifetime"
SELECT T2.series_name FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.title = "A Love of a Lifetime"
SELECT T2.Episode FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id WHERE T1.series_name = "Sky Radio"
SELECT episode FROM TV_series WHERE title = "Sky Radio"
SELECT directed_by FROM TV_series GROUP BY directed_by
SELECT DISTINCT directed_by FROM TV_series GROUP BY directed_by
SELECT Production_code , Channel FROM TV_series ORDER BY Weekly_rank DESC LIMIT 1
SELECT Channel , Production_code FROM Cartoon GROUP BY Production_code ORDER BY count(*) DESC LIMIT 1
SELECT Package_option , T2.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.Country = "USA" INTERSECT SELECT Package_option , T2.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.Country = "USA"
SELECT Package_option , Package_name FROM TV_channel WHERE Country = "TV_Channel" AND Hight_definition_TV = "18_49_Rating_Share"
SELECT Country FROM TV_channels WHERE Directed_by = "Todd Casey"
SELECT Country FROM TV_series WHERE Directed_by = "Todd Casey"
SELECT Country FROM TV_channels WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_series)
SELECT Country FROM TV_series WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_series WHERE Title NOT IN (SELECT Title FROM TV_series WHERE Directed_by = "Todd Casey"))
SELECT T1.series_name , T1.country FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT T1.series_name , T1.country FROM TV_channels AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT Pixel_aspect_ratio_PAR , Country FROM TV_channels WHERE PYR_language = "english"
SELECT Pixel_aspect_ratio_PAR , Country FROM TV_channels WHERE TV_language != "english"
SELECT id FROM TV_channels WHERE Country = "USA" INTERSECT SELECT id FROM TV_channels WHERE Country = "Canada"
SELECT channel FROM TV_channels WHERE TV_channels_count > 2
SELECT id FROM TV_channels WHERE directed_by = "Ben Jones"
SELECT channel FROM TV_channels WHERE directed_by = "Ben Jones"
SELECT Package_option FROM TV_channel WHERE Channel NOT IN (SELECT Channel FROM TV_channel.id WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_channel))
SELECT Package_option FROM TV_channels WHERE directed_by NOT IN (SELECT directed_by FROM TV_channels WHERE channel NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT channel FROM TV_channels WHERE id NOT IN (SELECT
SELECT count(*) FROM poker_player
SELECT count(*) FROM poker_player
SELECT Earnings FROM p_player ORDER BY Earnings DESC
SELECT Earnings FROM p_player ORDER BY Earnings DESC
SELECT Final_Table_Made , Best_Finish FROM poker_player GROUP BY Final_Table_Made
SELECT Final_Table_Made , Best_Finish FROM poker_player GROUP BY Final_Table_Made
SELECT avg(Earnings) FROM p_player
SELECT avg(Earnings) FROM p_player
SELECT T1.Money_Rank FROM p_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Money_Rank DESC LIMIT 1
SELECT T1.Money_Rank FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Money_Rank DESC LIMIT 1
SELECT max(T1.Final_Table_Made) FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Wages < 200000
SELECT max(Final_Table_Made) FROM poker_player WHERE Earnings < 200000
SELECT Name FROM poker_player
SELECT Name FROM poker_player
SELECT Name FROM p_player WHERE Earnings > 300000
SELECT Name FROM p_player WHERE Earnings > 300000
SELECT Name FROM p_player ORDER BY Final_Table_Made ASC
SELECT Name FROM p_player ORDER BY Final_Table_Made ASC
SELECT Birth_Date FROM p_player WHERE Earnings = (SELECT avg(Earnings) FROM p_player WHERE Nationality = 'Poker_Player')
SELECT Birth_Date FROM p_player WHERE Earnings = (SELECT avg(Earnings) FROM p_player WHERE Nationality = 'Poker_Player')
SELECT T2.Money_Rank FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T1.Height = "tallest"
SELECT T1.Money_Rank FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.Height ORDER BY T2.Height DESC LIMIT 1
SELECT avg(Earnings) FROM people WHERE Height > 200
SELECT avg(Earnings) FROM people WHERE Height > 200
SELECT Name FROM p_player ORDER BY Earnings DESC
SELECT Name FROM p_player ORDER BY Earnings DESC
SELECT Nationality , COUNT(*) FROM people GROUP BY Nationality
SELECT Nationality , COUNT(*) FROM people GROUP BY Nationality
SELECT Nationality FROM people GROUP BY Nationality ORDER BY count(*) DESC LIMIT 1
SELECT Nationality FROM people GROUP BY Nationality ORDER BY COUNT(*) DESC LIMIT 1
SELECT Nationality FROM people GROUP BY Nationality HAVING COUNT(*) >= 2
SELECT Nationality FROM people GROUP BY Nationality HAVING COUNT(*) >= 2
SELECT Name , Birth_Date FROM people ORDER BY Name
SELECT Name , Birth_Date FROM people ORDER BY Name
SELECT Name FROM people WHERE Nationality != "Russia"
SELECT Name FROM people WHERE Nationality != "Russia"
SELECT Name FROM people WHERE Nationality != "poker_player"
SELECT Name FROM people WHERE Nationality != "poker_player"
SELECT count(DISTINCT Nationality) FROM people
SELECT count(DISTINCT Nationality) FROM people
SELECT count(*) FROM AREA_CODE_STATE
SELECT contestant_number , contestant_name FROM contestanTS ORDER BY contestant_number DESC
SELECT phone_number , state FROM VOTES GROUP BY phone_number
SELECT max(area_code) , min(area_code) FROM AREA_CODE_STATE
SELECT created FROM VOTES WHERE state = 'CA'
SELECT T1.name FROM contestants AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number WHERE T2.name != 'Jessie Alloway'
SELECT DISTINCT state , created FROM VOTES GROUP BY state
SELECT T1.contestant_number , T1.contestant_name FROM VOTES AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T1.contestant_number HAVING COUNT(*) >= 2
SELECT contestant_number , contestant_name FROM VOTES WHERE contestant_number < (SELECT min(contestant_number) FROM VOTES)
SELECT count(*) FROM VOTES WHERE state = 'NY' OR state = 'CA'
SELECT count(*) FROM VOTES WHERE contestant_number NOT IN (SELECT contestant_number FROM contestans)
SELECT area_code FROM VOTES GROUP BY VOTES DESC LIMIT 1
SELECT create_date , state , phone_number FROM VOTES WHERE contestant_name = 'Tabatha Gehling'
SELECT area_code FROM VOTES WHERE contestant_number = (SELECT contestant_number FROM VOTES WHERE contestant_name = 'Tabatha Gehling' AND contestant_name = 'Kelly Clauss')
SELECT T1.contestant_name FROM contestant AS T1 JOIN VOTES AS T2 ON T1.contestant_number = T2.contestant_number WHERE T2.name LIKE '%Al%'
SELECT Name FROM country WHERE IsOfficial = 'independent' INTERSECT SELECT Name FROM country WHERE IsOfficial = 'independent' EXCEPT SELECT Name FROM country WHERE IsOfficial = 'independent' EXCEPT SELECT Name FROM country WHERE IsOfficial = 'independent'
SELECT Name FROM country WHERE Name > 1950
SELECT count(*) FROM country WHERE countrycode = "republic"
SELECT count(*) FROM countrylanguage WHERE isofficial = "Republican"
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT sum(population) FROM country WHERE countrycode = "Carribean"
SELECT Continent FROM country WHERE Continent = "Anguilla"
SELECT Continent FROM country WHERE Continent = "Anguilla"
SELECT Region FROM city WHERE Name = "Kabul"
SELECT Region FROM country WHERE Name = "Kabul"
SELECT Language FROM country WHERE Population = (SELECT population FROM countrylanguage WHERE countrycode = "Aruba")
SELECT Language FROM country WHERE CountryCode = "Aruba"
SELECT Population , LifeExpectancy FROM country WHERE CountryCode = "Brazil"
SELECT Population , LifeExpectancy FROM country WHERE Name = "Brazil"
SELECT Region , Population FROM country WHERE NationalName = "Angola"
SELECT Region , Population FROM country WHERE NationalName = "Angola"
SELECT avg(GND) FROM country WHERE Region = "Central Africa"
SELECT avg(LifeExpectancy) FROM country WHERE countrycode = "Central Africa"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.population = (SELECT min(population) FROM country WHERE T1.name = "Asia")
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.lifeExpectancy < (SELECT min(lifeExpectancy) FROM country)
SELECT sum(population) , max(GNP) FROM country
SELECT count(*) , GNATPld FROM country WHERE GNATPld = "Asia"
SELECT avg(LifeExpectancy) FROM countrylanguage WHERE isofficial = "Republic"
SELECT avg(LifeExpectancy) FROM country WHERE countrycode = "Africa" INTERSECT SELECT avg(LifeExpectancy) FROM country WHERE countrycode = "Africa" INTERSECT SELECT avg(LifeExpectancy) FROM countrylanguage WHERE countrycode = "Africa"
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.continent = "Asia" AND T1.region = "Europe"
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.continent = "Asia" OR T1.continent = "Europe"
SELECT count(*) FROM city WHERE District = "Gelderland"
SELECT sum(population) FROM city WHERE district = "Gelderland"
SELECT GNP , T2.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "US" AND T2.national_name = "T3"
SELECT GNP , T2.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage WHERE isofficial = "world"
SELECT T1.GnP FROM countrylanguage AS T1 JOIN country AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.GnP = 100 GROUP BY T2.GnP HAVING COUNT(*) >= 100
SELECT count(DISTINCT T1.Granularity) FROM countrylanguage AS T1 JOIN country AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.Granularity
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT count(*) FROM countrylanguage WHERE countrycode = "Aruba"
SELECT count(*) FROM countrylanguage WHERE countrycode = "Afghanistan"
SELECT COUNT(*) FROM countrylanguage WHERE countrycode = "Afghanistan"
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY T1.Percentage DESC LIMIT 1
SELECT Continent FROM country WHERE Population = (SELECT max(Population) FROM countrylanguage)
SELECT Continent FROM country WHERE Continent = "continent" ORDER BY Percentage DESC LIMIT 1
SELECT count(*) FROM country WHERE NationalName = "English" INTERSECT SELECT count(*) FROM country WHERE NationalName = "Dutch"
SELECT count(*) FROM country WHERE Nationality = "english" INTERSECT SELECT count(*) FROM country WHERE Nationality = "deutsch"
SELECT Name FROM country WHERE NationalName = "English" INTERSECT SELECT Name FROM country WHERE NationalName = "French"
SELECT Name FROM country WHERE NationalName = "english" INTERSECT SELECT Name FROM country WHERE NationalName = "french"
SELECT Name FROM country WHERE Official = "english" INTERSECT SELECT Name FROM country WHERE Official = "french"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "english" OR T1.language = "french"
SELECT count(*) FROM country WHERE Continent = "Chinese"
SELECT count(*) FROM country WHERE Continent = "China"
SELECT Region FROM country WHERE NationalName = "english" OR NationalName = "deutsch"
SELECT Region FROM country WHERE NationalName = "Dutch" OR NationalName = "English"
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.Language = "english" OR T1.Language = "Dutch"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "english" OR T1.language = "deutsch"
SELECT Language FROM country WHERE Population = (SELECT population FROM country WHERE continent = 'Asia')
SELECT LANGUAGE FROM country WHERE Population > (SELECT max(Population) FROM country)
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.IsOfficial = 1
SELECT city FROM city WHERE population = (SELECT max(population) FROM city WHERE countrycode = "english")
SELECT T2.population FROM city AS T1 JOIN country AS T2 ON T1.citycode = T2.code WHERE T1.name = "english"
SELECT name , population , expected_life_length FROM country WHERE population > (SELECT max(population) FROM country)
SELECT name , population , life expectancy FROM country WHERE countrycode = "Asia"
SELECT avg(GND) FROM country WHERE T2.Official != "english"
SELECT avg(GND) FROM country WHERE T2.Official != "english"
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "english"
SELECT count(*) FROM country WHERE CountryCode != "english"
SELECT Official FROM country WHERE HeadOfState = "Beatrix"
SELECT T2.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T1.HeadOfState = "Beatrix"
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.designated > 1930
SELECT count(DISTINCT OfficialLanguage) FROM country WHERE IsOfficial > 1930
SELECT CountryCode FROM country WHERE SurfaceArea > (SELECT max(SurfaceArea) FROM country)
SELECT CountryCode FROM country WHERE Area > (SELECT max(Area) FROM country)
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population < (SELECT population FROM country WHERE countrycode = 'Asia')
SELECT CountryCode , Population FROM country WHERE Population < (SELECT min(Population) FROM country WHERE CountryCode = "Africa")
SELECT CountryCode FROM country WHERE Population > (SELECT population FROM country WHERE countrycode = "Africa")
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population > (SELECT population FROM country WHERE countrycode = T2.code)
SELECT countrycode FROM country WHERE countrycode NOT IN (SELECT countrycode FROM countrylanguage)
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.Language = "english"
SELECT countrycode FROM country WHERE language = "english"
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Language != "english"
SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.countrycode = T2.countrycode WHERE T1.isofficial = 'Republic' AND T2.nationalname = 'English'
SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "english" INTERSECT SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "republics" INTERSECT SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "republic
SELECT DISTINCT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.language = "english"
SELECT name FROM city WHERE language != "english"
SELECT DISTINCT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.language = "Chinese"
SELECT DISTINCT Name FROM city WHERE Name = "Asia" INTERSECT SELECT DISTINCT Name FROM city WHERE Name = "China" INTERSECT SELECT DISTINCT Name FROM city WHERE Name = "China" INTERSECT SELECT DISTINCT Name FROM city WHERE Name = "Asia"
SELECT name , independence , surfacearea FROM country WHERE population < (SELECT min(population) FROM country)
SELECT Name , YEAR , SurfaceArea FROM country WHERE Population < (SELECT YEAR FROM country WHERE CountryCode = "countrylanguage")
SELECT Population , Name , Leader FROM country WHERE Area > (SELECT max(Area) FROM country)
SELECT T2.Name , T2.Population , T2.HeadOfState FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T1.Area > (SELECT max(area) FROM country)
SELECT T2.Name , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode HAVING COUNT(*) >= 3
SELECT Name FROM country WHERE Languages = "english" INTERSECT SELECT Name FROM country WHERE Languages = "spanish"
SELECT District , count(*) FROM city GROUP BY District
SELECT count(*) , DISTINCT District FROM city GROUP BY District
SELECT T1.name , sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code , T2.population ORDER BY avg(T2.population) DESC LIMIT 1
SELECT T1.GNP , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code GROUP BY T1.GNP ORDER BY COUNT(*) DESC LIMIT 1
SELECT avg(LifeExpectancy) , sum(Population) FROM country WHERE LifeExpectancy < 72
SELECT T1.continent , avg(T1.population) , T1.lifeexpectancy FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.continent
SELECT Name , Area FROM country ORDER BY Area DESC LIMIT 5
SELECT Name , SurfaceArea FROM country GROUP BY Name ORDER BY SurfaceArea DESC LIMIT 5
SELECT name FROM country ORDER BY population DESC LIMIT 3
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT Name FROM country WHERE Population < (SELECT min(Population) FROM country)
SELECT Name FROM country WHERE Population < (SELECT min(Population) FROM country)
SELECT count(*) FROM country WHERE countrycode = "Asia"
SELECT count(*) FROM country WHERE CountryCode = "Asia"
SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent = "Europe" INTERSECT SELECT name FROM country WHERE continent =
SELECT name FROM country WHERE population = 80000 GROUP BY name
SELECT sum(population) , avg(area) FROM country WHERE area > 3000
SELECT sum(population) , avg(surfacearea) FROM country WHERE surfacearea > 3000
SELECT city FROM city WHERE population < 160000 AND population > 900000
SELECT name FROM city WHERE population > 160000 INTERSECT SELECT name FROM city WHERE population < 900000
SELECT LANGUAGE FROM country WHERE Population > (SELECT max(Population) FROM country)
SELECT LANGUAGE FROM country WHERE countrycode = "countrylanguage" ORDER BY Percentage DESC LIMIT 1
SELECT T1.Language , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY COUNT(*) HAVING T2.Percentage > 100
SELECT CountryCode , LOCALE_LANGUAGE FROM country WHERE Population > (SELECT population FROM country WHERE countrycode = "USA")
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T1.percentage DESC LIMIT 1
SELECT count(*) FROM country WHERE Language = "Spanish"
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code2 = T2.code GROUP BY T1.code ORDER BY T2.percentage DESC LIMIT 1
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code2 = T2.code WHERE T2.language = "Spanish"
SELECT count(*) FROM conductor
SELECT count(*) FROM conductor
SELECT Name FROM conductor ORDER BY Age ASC
SELECT Name FROM conductor ORDER BY Age
SELECT Name FROM conductor WHERE Nationality != "USA"
SELECT Name FROM conductor WHERE Nationality != "USA"
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Year_of_Founded DESC
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Years_of_Founded
SELECT avg(T1.T1.T2.T3) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID
SELECT avg(T1.T1.T2.T3) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID
SELECT max(T2.Share) , min(T2.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Type
SELECT max(T2.Share) , min(T2.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T1.Type = "Live final"
SELECT count(DISTINCT Nationality) FROM conductor
SELECT count(DISTINCT Nationality) FROM conductor
SELECT Name FROM conductor ORDER BY YEAR_of_Work DESC
SELECT Name FROM conductor ORDER BY Nationality DESC
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Years_of_Work ORDER BY count(*) DESC LIMIT 1
SELECT Name , Nationality FROM conductor WHERE Nationality = "Conductor" AND Name = "Orchestra"
SELECT Name , Nationality FROM conductor WHERE Nationality = "Conductor" AND Name = "Orchestra"
SELECT Name FROM conductor GROUP BY Nationality HAVING COUNT(*) > 1
SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Orchestra'
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Founded > 2008
SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Orchestra' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Performance' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Performance' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Performance' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = '
SELECT T1.Name , COUNT(*) FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID
SELECT count(*) , Major_Record_Format FROM orchestra GROUP BY Major_Record_Format
SELECT T1.Record_Company , T1.Year_of_Founded FROM orchestra AS T1 JOIN performance AS T2 ON T1.Orchestra_ID = T2.Orchestra_ID ORDER BY T2.Year_of_Founded
SELECT Major_Record_Format FROM orchestra ORDER BY Major_Record_Format
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT Record_Company FROM orchestra GROUP BY Record_Company ORDER BY count(*) DESC LIMIT 1
SELECT name FROM orchestra WHERE orchestra_id NOT IN (SELECT orchestra_id FROM performance)
SELECT Orchestra_ID FROM performance WHERE Performance_ID NOT IN (SELECT Performance_ID FROM orchestras)
SELECT T1.Record_Company FROM performance AS T1 JOIN orchestra AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Year_of_Founded > 2003 AND T2.Year_of_Founded > 2003
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003 AND T2.Year_of_Founded > 2003
SELECT count(*) FROM orchestra WHERE record_format = "CD" OR record_format = "DVD"
SELECT count(*) FROM orchestra WHERE Record_Company = "CD" OR Record_Company = "DVD"
SELECT YEAR_OF_FIRST_SEED FROM performance WHERE Performance_ID = (SELECT Performance_ID FROM orchestra WHERE Nationality = 'Orchestra')
SELECT YEAR_OF_FIRST_PRESENTATION FROM performance WHERE Performance_ID > (SELECT YEAR_OF_FIRST_PRESENTATION FROM orchestra WHERE Nationality = 'Orchestra')
SELECT count(*) FROM Highschooler
SELECT count(*) FROM Highschooler
SELECT name , grade FROM Highschooler GROUP BY name
SELECT name , grade FROM Highschooler GROUP BY name
SELECT grade FROM Highschooler
SELECT grade FROM Highschooler GROUP BY grade
SELECT grade FROM Highschooler WHERE student_id = (SELECT student_id FROM Highschooler WHERE name = 'Kyle')
SELECT grade FROM Highschooler WHERE name = "Kyle"
SELECT name FROM Highschooler WHERE grade = 10
SELECT name FROM Highschooler WHERE grade = 10
SELECT T1.id FROM Highschooler AS T1 JOIN FRIEND AS T2 ON T1.id = T2.id WHERE T2.name = "Kyle"
SELECT student_id FROM Highschooler WHERE student_id = Kyle
SELECT count(*) FROM Highschooler WHERE grade = 9 OR grade = 10
SELECT count(*) FROM Highschooler WHERE grade = 9 OR grade = 10
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT grade FROM Highschooler GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT grade FROM Highschooler GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT grade FROM Highschooler WHERE grade >= 4
SELECT grade FROM Highschooler GROUP BY grade HAVING count(*) > 4
SELECT student_id , count(*) FROM Highschooler GROUP BY student_id
SELECT count(*) , student_id FROM Highschooler GROUP BY student_id
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler GROUP BY student_id ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler GROUP BY name HAVING count(*) >= 3
SELECT name FROM Highschooler WHERE number_of_friends >= 3
SELECT name FROM Highschooler WHERE student_id = (SELECT student_id FROM Highschooler WHERE name = 'Kyle')
SELECT name FROM friend WHERE student_id = (SELECT student_id FROM highschooler WHERE student_name = 'Kyle')
SELECT count(*) FROM Highschooler WHERE student_id = 1
SELECT count(*) FROM friend GROUP BY friend_id
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT student_id FROM Highschooler WHERE friend_id = (SELECT friend_id FROM Likes WHERE liked_id = 1)
SELECT student_id FROM Highschooler JOIN FRIEND ON Highschooler.ID = Highschooler.ID JOIN Likes ON Highschooler.ID = Highschooler.ID WHERE liked_id = 1 AND student_id = 2
SELECT name FROM Highschooler WHERE friend_id = (SELECT friend_id FROM Likes WHERE liked_id = 1)
SELECT name FROM Highschooler WHERE friend_id = (SELECT friend_id FROM Likes WHERE liked_id = 1)
SELECT count(DISTINCT student_id) , student_id FROM Likes GROUP BY student_id
SELECT T1.student_id , count(*) FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT T1.name FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler WHERE liked_id = 2
SELECT name FROM Highschooler WHERE liked_id = 2 OR liked_id > 1
SELECT name FROM Highschooler WHERE grade > 5 AND friends > 2
SELECT name FROM Highschooler WHERE grade > 5 AND friends >= 2
SELECT count(*) FROM Likes WHERE liked_id = 1
SELECT count(*) FROM Highschooler WHERE name = "Kyle"
SELECT avg(grade) FROM Highschooler GROUP BY student_id HAVING count(*) >= 1
SELECT avg(grade) FROM Highschooler GROUP BY student_id HAVING friend_id = 1
SELECT min(grade) FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT grade FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT state FROM Owners WHERE city = "USA" AND city = "USA" AND country = "USA"
SELECT state FROM Owners WHERE owner_id = (SELECT owner_id FROM Professionals WHERE home_phone = '12345')
SELECT avg(date_of_treatment) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatments)
SELECT avg(date_of_treatment) FROM treatments WHERE dog_id = (SELECT dog_id FROM treatments WHERE treatment_type_code = 'treatment_type_code')
SELECT T1.name , T1.last_name , T1.city FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.state = "INDIAN" OR T2.treatment_type_code > 2
SELECT DISTINCT T1.last_name , T1.city , T1.state FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id GROUP BY T1.state ORDER BY count(*) DESC LIMIT 1
SELECT name FROM dogs WHERE cost_of_treatment > 1000
SELECT name FROM dogs WHERE owner_id NOT IN (SELECT owner_id FROM treats WHERE cost_of_treatment > 1000)
SELECT T1.first_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Owners" ORDER BY T2.name
SELECT first_name FROM professionals WHERE name NOT IN (SELECT name FROM owners WHERE owner_id NOT IN (SELECT owner_id FROM professionals))
SELECT professional_id , role_code , email FROM professionals WHERE role_code NOT IN (SELECT role_code FROM treatments)
SELECT DISTINCT professional_id , role_code , email_address FROM Professionals WHERE professional_id NOT IN (SELECT professional_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id NOT IN (SELECT dog_id FROM Professionals WHERE dog_id
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT T1.professionals , T1.role_code , T1.first_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals = T2.professionals WHERE T2.date_of_treatment > (SELECT max(date_of_treatment) FROM treatments)
SELECT DISTINCT role_code , first_name , last_name FROM Professionals WHERE DISTINCT T1.professionals_id = (SELECT T1.professionals_id FROM Professionals AS T1 JOIN Treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.professionals_id HAVING count(*) >= 2
SELECT breed_name FROM breeds GROUP BY breed_name ORDER BY count(*) DESC LIMIT 1
SELECT breed_name FROM dogs GROUP BY breed_name ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM treatments GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT treatment_type_description FROM treatments WHERE cost_of_treatment < (SELECT min(cost_of_treatment) FROM treatments)
SELECT treatment_type_code FROM Treatment_types WHERE cost_of_treatment = (SELECT min(cost_of_treatment) FROM Treatment_types)
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , zip_code FROM Owners WHERE T2.owner_id = (SELECT owner_id FROM Owners WHERE T2.owner_id = (SELECT owner_id FROM Dogs WHERE T2.dog_id = (SELECT owner_id FROM Dogs WHERE T2.dog_id = (SELECT owner_id FROM Dogs WHERE T2.dog_id = (SELECT owner_id FROM Dogs WHERE T2.dog_id = (SELECT owner_id FROM Dogs WHERE T2.dog_id = (SELECT owner
SELECT professional_id , cell_number FROM Professionals GROUP BY professional_id HAVING count(*) >= 2
SELECT DISTINCT T1.professionals_id , T1.cell_number FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id GROUP BY T1.professionals_id HAVING count(*) >= 2
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatment_types)
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professional_id WHERE T2.treatment_type_code = 'treatment_type_code' INTERSECT SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professional_id WHERE T2.treatment_type_code = 'treatment_type_code'
SELECT date_of_treatment , first_name FROM treatments GROUP BY date_of_treatment
SELECT date_of_treatment , first_name FROM treatments GROUP BY first_name
SELECT T1.cost_of_treatment , T1.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code
SELECT cost_of_treatment , treatment_type_code FROM treatments
SELECT T1.first_name , T1.last_name , T1.size_code FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Mike"
SELECT T1.first_name , T1.last_name , T1.size_code FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT name , date_of_treatment FROM dogs WHERE breed_code = "rare" AND treatment_type_code = "rare"
SELECT name , treatment_type_code FROM dogs WHERE breed_code = "rarest"
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "Virginia"
SELECT first_name , last_name FROM Owners WHERE city = "Virginia" AND dog_id = "owned_by_Virginia"
SELECT date_of_treatment , date_of_departed FROM Dogs WHERE dog_id = (SELECT dog_id FROM Dogs WHERE date_of_treatment = '01/01/2018' AND date_of_departed = '01/01/2018')
SELECT date_of_treatment , date_of_departed FROM Dogs WHERE dog_id = (SELECT dog_id FROM Dogs WHERE date_of_treatment = '2022-01-01' AND date_of_departed = '2022-01-01')
SELECT T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age < (SELECT min(age) FROM Owners)
SELECT T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age = 1.date_of_birth
SELECT email_address FROM Professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT email_address FROM professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT date_of_birth , date_of_departed FROM Dogs WHERE date_of_birth = (SELECT date_of_birth FROM Dogs WHERE owner_id = 'John')
SELECT date_of_birth , date_of_departure FROM dogs
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments WHERE treatment_id = 'treatment_id'
SELECT count(*) FROM professionals WHERE dog_id = (SELECT DISTINCT T1.dog_id FROM professionals AS T1 JOIN treatments AS T2 ON T1.professional_id = T2.professional_id WHERE T2.treatment_type_code = 'treatment_to_dogs' )
SELECT count(*) FROM professionals WHERE professional_id = (SELECT professional_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog_id FROM professionals WHERE dog_id = (SELECT dog
SELECT street , city , state FROM professionals WHERE city LIKE '%West%'
SELECT role_code , street , city , state FROM professionals WHERE city LIKE '%West%'
SELECT first_name , last_name , email_address FROM Owners WHERE city LIKE '%North%'
SELECT T1.first_name , T1.last_name , T1.email_address FROM Owners AS T1 JOIN Pets AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = 'North'
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT T1.treatment_amount FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatments)
SELECT count(*) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatments)
SELECT count(*) FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Dogs)
SELECT count(*) FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Dogs)
SELECT count(*) FROM professionals WHERE professional_id NOT IN (SELECT professional_id FROM treatments)
SELECT count(*) FROM professionals WHERE professional_id NOT IN (SELECT professional_id FROM dogs)
SELECT dog_name , age , weight FROM Dogs WHERE abandoned_yn = 1
SELECT DISTINCT name , age , weight FROM Dogs WHERE abandoned_yn = 1
SELECT avg(age) FROM dogs
SELECT avg(age) FROM dogs
SELECT age FROM Dogs WHERE age = (SELECT max(age) FROM Dogs)
SELECT age FROM Dogs WHERE age = (SELECT max(age) FROM Dogs)
SELECT charge_type , amount FROM charges GROUP BY charge_type
SELECT charge_type_code , charge_amount FROM charges GROUP BY charge_type_code
SELECT charge_type_description FROM charges ORDER BY charge_amount DESC LIMIT 1
SELECT charge_amount FROM charges GROUP BY charge_type_code ORDER BY count(*) DESC LIMIT 1
SELECT email_address , home_phone FROM Professionals
SELECT email_address , home_phone , cell_number FROM Professionals
SELECT breed_type_code , size_type_code FROM breeds WHERE breed_name = "Fox" AND size_type_code = "Fox"
SELECT breed_type , size_type FROM dogs GROUP BY breed_type
SELECT first_name , T1.treatment_type_description FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professional_id WHERE T2.treatment_type_code = "treatment_type_code"
SELECT T1.first_name , T1.description FROM professionals AS T1 JOIN treatments AS T2 ON T1.treatment_id = T2.treatment_id
SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Net_Worth_Millions
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Net_Worth_Millions
SELECT Birth_Year , Citizenship FROM singer
SELECT Birth_Year , Citizenship FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Citizenship != "France"
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Citizenship != "French"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = (SELECT Birth_Year FROM singer WHERE Birth_Year = 1948 OR Birth_Year = 1949)
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = (SELECT Birth_Year FROM singer WHERE Birth_Year = 1948 OR Birth_Year = 1949)
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY T1.Net_Worth_Millions DESC LIMIT 1
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY COUNT(*) DESC LIMIT 1
SELECT citizenship , count(*) FROM singer GROUP BY citizenship
SELECT count(*) FROM singer GROUP BY citizenship
SELECT citizenship FROM singer GROUP BY citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.Citizenship FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.citizenship , max(T1.net_worth_millions) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.citizenship
SELECT Highest_Position FROM SINGER GROUP BY Citizenship
SELECT T2.Title , T3.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN song AS T2 ON T1.Song_ID = T2.Song_ID
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID WHERE T3.Sales > 300000
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Sales > 300000
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID HAVING count(*) > 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID HAVING count(*) > 1
SELECT T1.Name , sum(T1.Sales) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT sum(Sales) FROM singer GROUP BY Name
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Song_ID NOT IN (SELECT T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Song_ID NOT IN (SELECT T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer
SELECT T1.name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.name NOT IN (SELECT T1.name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.name = 'No song')
SELECT citizenship FROM singer WHERE birth_year > 1945 AND birth_year < 1955
SELECT Citizenship FROM singer WHERE Birth_Year > 1945 INTERSECT SELECT Citizenship FROM singer WHERE Birth_Year > 1955
SELECT count(*) FROM Properties
SELECT feature_type_name FROM Ref_Feature_types WHERE feature_type_code = "AirCon"
SELECT property_type_description FROM Properties WHERE property_type_code = "Ref_Property_Types"
SELECT property_name FROM Properties WHERE room_count > 1
