SELECT count(*) FROM singer
SELECT sum(Singer_ID) FROM singer
SELECT T2.Name , T2.Country , T2.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T1.Age
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY Age DESC
SELECT avg(age) , min(age) , max(age) FROM singer WHERE Country = "France"
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT T2.name , T2.release_year FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T1.Song_Name
SELECT Song_Name , YEAR FROM singer WHERE Song_release_year = (SELECT Song_release_year FROM singer_in_concert)
SELECT Country FROM singer WHERE Age > 20
SELECT Country FROM singer WHERE Age > 20
SELECT Country , COUNT(*) FROM singer GROUP BY Country
SELECT count(*) , Country FROM singer GROUP BY Country
SELECT Song_name FROM singer WHERE Age > (SELECT avg(Age) FROM singer_in_concert)
SELECT Song_name FROM singer WHERE age > (SELECT avg(age) FROM singer_in_concert)
SELECT LOCATION , Name FROM stadium WHERE Capacity < 5000 OR Capacity > 10000
SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity < 5000 INTERSECT SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity < 10000
SELECT max(capacity) , avg(average) FROM stadium
SELECT avg(Capacity) , max(Capacity) FROM stadium
SELECT T2.Name , T2.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY avg(T1.Capacity) DESC LIMIT 1
SELECT T2.Name , T2.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY avg(T1.Capacity) DESC LIMIT 1
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT T1.name , count(*) FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id
SELECT count(*) FROM stadium GROUP BY stadium_id
SELECT T1.name , T1.capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.year ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID HAVING COUNT(*) > 2013
SELECT YEAR FROM concert GROUP BY YEAR ORDER BY count(*) DESC LIMIT 1
SELECT YEAR FROM concert GROUP BY YEAR ORDER BY count(*) DESC LIMIT 1
SELECT T2.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.name = "concert"
SELECT T2.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.name = "no concerts"
SELECT Country FROM singer WHERE Age > 40 AND Song_Name = "Singer" INTERSECT SELECT Country FROM singer WHERE Age < 30
SELECT T2.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T1.Year = 2014
SELECT T2.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T1.Year = 2014
SELECT T2.name , T2.name , count(*) FROM concert AS T1 JOIN singer AS T2 ON T1.concert_id = T2.concert_id GROUP BY T1.concert_id
SELECT T1.Name , T1.Name , count(*) FROM concert AS T1 JOIN singer_in_concert AS T2 ON T1.concert_id = T2.concert_id GROUP BY T1.Name , T1.Name , count(*)
SELECT T1.Name , count(*) FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID
SELECT T1.Name , COUNT(*) FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID
SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.concert_id = T2.concert_id WHERE T2.year = 2014
SELECT T2.Name FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Year = 2014
SELECT T2.Name , T2.Country FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Song_Name = "Hey"
SELECT T2.Name , T2.Country FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Title = "Hey"
SELECT T2.name , T2.location FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T1.year = 2014 AND T2.year = 2015
SELECT T2.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T1.Year = 2014 AND T2.Year = 2015
SELECT count(*) FROM stadium ORDER BY Capacity DESC LIMIT 1
SELECT count(*) FROM stadium ORDER BY Capacity DESC LIMIT 1
SELECT count(*) FROM pets WHERE weight > 10
SELECT count(*) FROM pets WHERE weight > 10
SELECT weight FROM pets ORDER BY age DESC LIMIT 1
SELECT weight FROM pets ORDER BY weight DESC LIMIT 1
SELECT max(weight) , pet_type FROM Pets GROUP BY pet_type
SELECT max(weight) , pet_type FROM Pets GROUP BY pet_type
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE sex = "F" GROUP BY sex HAVING count(*) = 1
SELECT count(*) FROM pets WHERE sex = "female"
SELECT count(DISTINCT pet_type) FROM pets
SELECT count(DISTINCT pet_type) FROM pets
SELECT T1.fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = "cat" OR T2.pettype = "dog"
SELECT T1.Fname FROM pets AS T1 JOIN has_pet AS T2 ON T1.petid = T2.petid JOIN student AS T3 ON T2.stuid = T3.stuid WHERE T3.pettype = "cat" OR T3.pettype = "dog"
SELECT T1.Fname FROM Has_Pet AS T1 JOIN Pets AS T2 ON T1.PetID = T2.PetID JOIN Student AS T3 ON T2.StuID = T3.StuID WHERE T3.pettype = "cat" AND T3.petage = "dog"
SELECT T1.Fname FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = 'cats' AND T2.petage = 'dogs'
SELECT Major , age FROM Students WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE pet_age = 0)
SELECT Major FROM Students WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE PetType = "Cat")
SELECT T1.id FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = "cat"
SELECT StuID FROM Students WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE PetType = "Cat")
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = "dog" OR T2.pettype = "cat"
SELECT T1.fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = "dog" OR T2.pettype = "cat"
SELECT T1.pet_type , T1.weight FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.pet_age < 1.pet_age
SELECT pet_age , weight FROM pets ORDER BY weight DESC LIMIT 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT avg(age) , max(age) FROM pets GROUP BY pet_type
SELECT avg(age) , max(age) FROM Pets GROUP BY pet_type
SELECT pet_weight , pet_type FROM pets GROUP BY pet_type
SELECT T1.pet_weight , T2.pet_type FROM Pets AS T1 JOIN Has_Pet AS T2 ON T1.petid = T2.petid GROUP BY T1.pet_type
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = "pet"
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = 'yes'
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT count(*) , student_id FROM pets GROUP BY student_id
SELECT T1.stuid , count(*) FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid GROUP BY T2.stuid
SELECT T1.fname , T1.gender FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = (SELECT petid FROM pets WHERE pettype = 'pet')
SELECT T1.fname , T1.gender FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid HAVING count(*) > 1
SELECT T1.lastname FROM Has_Pet AS T1 JOIN Pets AS T2 ON T1.petid = T2.petid WHERE T2.pettype = "cat" OR T2.petage = 3
SELECT T1.lastname FROM Has_Pet AS T1 JOIN Pets AS T2 ON T1.petid = T2.petid WHERE T2.pettype = "cat" AND T1.age = 3
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets)
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT stuid FROM Pets)
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT Continent , FullName , count(*) FROM continents GROUP BY Continent
SELECT id , name , count(*) FROM continents GROUP BY continent
SELECT count(*) FROM countries
SELECT count(*) FROM countries
SELECT FullName , Id , count(*) FROM car_makers GROUP BY FullName
SELECT FullName , Id , count(*) FROM car_makers GROUP BY Id
SELECT Model FROM car_names WHERE horsepower = (SELECT min(horsepower) FROM car_names)
SELECT Model FROM car_names WHERE horsepower = (SELECT min(horsepower) FROM car_names)
SELECT Model FROM car_names WHERE Weight < (SELECT avg(Weight) FROM car_lists)
SELECT Model FROM car_names WHERE Weight < (SELECT avg(Weight) FROM car_lists)
SELECT FullName FROM car_makers WHERE Year = 1970
SELECT FullName FROM car_makers WHERE MakeId = "1970"
SELECT make , ProductionTime FROM cars_data WHERE Year = (SELECT min(YEAR) FROM cars_data WHERE make = 'T100')
SELECT FullName , Year FROM car_makers WHERE Make = "Toyota" ORDER BY Make DESC LIMIT 1
SELECT DISTINCT Model FROM car_models WHERE MakeId = "1980"
SELECT FullName FROM CAR_Makers WHERE MakeId = "1980"
SELECT FullName , count(*) FROM continents GROUP BY Continent
SELECT FullName , COUNT(*) FROM continents GROUP BY FullName
SELECT country FROM countries GROUP BY country ORDER BY count(*) DESC LIMIT 1
SELECT country FROM country GROUP BY country ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT id , FullName FROM car_makers GROUP BY maker
SELECT Accelerate FROM car_names WHERE Make = "Hornet" INTERSECT SELECT Accelerate FROM car_names WHERE Make = "Hornet"
SELECT T1.car_name , T1.car_name FROM car_names AS T1 JOIN car_names AS T2 ON T1.car_name = T2.car_name WHERE T2.make = "sw" AND T2.model = "hornet"
SELECT count(*) FROM car_makers WHERE countryid = "France"
SELECT count(*) FROM car_makers WHERE Continent = "France"
SELECT count(*) FROM car_models WHERE countryid = "us"
SELECT count(*) FROM car_models WHERE countryid = "United States"
SELECT avg(mpg) FROM cars_data WHERE cyl = 4
SELECT avg(MVG) FROM CAR_NAMES WHERE Cylinders = 4
SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min
SELECT min(Weight) FROM car_names WHERE MakeId = "T12" INTERSECT SELECT min(Weight) FROM car_names WHERE Make = "T12" INTERSECT SELECT min(Weight) FROM car_names WHERE Make = "T12" WHERE Year = "1974"
SELECT FullName , Model FROM car_makers
SELECT FullName , Model FROM car_makers
SELECT FullName , id FROM country GROUP BY FullName HAVING COUNT(*) >= 1
SELECT FullName , id FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE Make = 'T12')
SELECT count(*) FROM car_names WHERE horsepower > 150
SELECT count(*) FROM car_names WHERE horsepower > 150
SELECT avg(Weight) , YEAR FROM car_names GROUP BY YEAR
SELECT avg(Weight) , YEAR FROM car_names GROUP BY YEAR
SELECT country FROM countries WHERE countryid = "Europe" GROUP BY countryid HAVING count(*) >= 3
SELECT FullName FROM countries WHERE Continent = "Europe" GROUP BY FullName HAVING COUNT(*) >= 3
SELECT max(Cylinders) , make FROM car_models WHERE cyl = 3
SELECT max(Horsepower) FROM car_lists WHERE Make = "Model" AND Cylinders = 3
SELECT max(MVG) FROM car_names ORDER BY VG DESC LIMIT 1
SELECT Model FROM car_models ORDER BY MPG DESC LIMIT 1
SELECT avg(Hp) FROM cars_data WHERE Make = "Toyota" AND Year < 1980
SELECT avg(Hp) FROM cars_data WHERE make = "Toyota" AND c1.make = "Toyota" AND c2.make = "Toyota" AND c3.make = "Toyota" AND c4.make = "Toyota" AND c5.make = "Toyota" AND c6.make = "Toyota" AND c7.make = "Toyota" AND c8.make = "Toyota" AND c9.
SELECT avg(edispl) FROM car_names WHERE make = "Volvo"
SELECT avg(edispl) FROM cars_data WHERE make = "Volvo"
SELECT max(Cylinders) FROM car_names WHERE Make = "Toyota" OR Cylinders = "Corolla"
SELECT max(accelerate) FROM car_names
SELECT max(ModelId) FROM car_names GROUP BY Model ORDER BY count(*) DESC LIMIT 1
SELECT Model FROM model_list GROUP BY Model ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM car_names WHERE Cylinders > 4
SELECT count(*) FROM car_names WHERE Cylinders > 4
SELECT count(*) FROM car_names WHERE MakeId = "T12" AND Year = 1980
SELECT count(*) FROM car_makers WHERE id = "1980"
SELECT count(*) FROM car_makers WHERE FullName = 'American Motor Company'
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id WHERE T1.Manufacturer = "American Motor Company"
SELECT FullName , id FROM car_makers GROUP BY FullName HAVING COUNT(*) > 3
SELECT FullName , Id FROM car_makers GROUP BY FullName HAVING COUNT(*) > 3
SELECT FullName FROM car_makers WHERE FullName LIKE "%General Motors%" OR Weight > 3500
SELECT T1.Model FROM car_makers AS T1 JOIN model_list AS T2 ON T1.Id = T2.Id JOIN car_names AS T3 ON T2.Make = T3.Id WHERE T3.Weight > 3500
SELECT YEAR FROM car_names WHERE Weight <= 3000 AND Weight > 4000
SELECT YEAR FROM car_names WHERE Weight > 3000 AND Cylinders < 4000
SELECT horsepower FROM car_names ORDER BY horsepower DESC LIMIT 1
SELECT max(Cylinders) FROM car_names ORDER BY Accelerate DESC LIMIT 1
SELECT count(*) FROM car_lists WHERE make = "Volvo" ORDER BY cylinders DESC LIMIT 1
SELECT count(*) FROM car_names WHERE make = "Volvo" ORDER BY cylinders DESC LIMIT 1
SELECT count(*) FROM car_names WHERE Accelerate > (SELECT max(accelerate) FROM car_names)
SELECT count(*) FROM car_names WHERE horsepower > (SELECT max( horsepower) FROM car_names)
SELECT count(*) FROM car_makers GROUP BY country ORDER BY count(*) DESC LIMIT 2
SELECT count(*) FROM countries WHERE countryid > 2
SELECT count(*) FROM car_names WHERE cyl * 2 > 6
SELECT count(*) FROM car_names WHERE cyl * 6 = 0
SELECT FullName FROM car_names GROUP BY FullName ORDER BY Cylinders DESC LIMIT 1
SELECT FullName FROM car_names GROUP BY FullName ORDER BY horsepower DESC LIMIT 4
SELECT Id , Make FROM car_lists WHERE horsepower > 3
SELECT Id , Name FROM car_names WHERE Cylinders < 4
SELECT max(MVG) FROM car_names WHERE Make = "Toyota" OR Cylinders > 8
SELECT max(mpg) FROM cars_data WHERE cyl_cylinders > 1980
SELECT Model FROM car_names WHERE FullName = "Ford Motor Company" OR Weight < 3500
SELECT T1.Model FROM car_names AS T1 JOIN model_list AS T2 ON T1.Model = T2.Model WHERE T2.Weight > 3500 AND T1.FullName = 'Ford'
SELECT country FROM countries WHERE countryid NOT IN (SELECT countryid FROM car_makers)
SELECT countryname FROM countries WHERE countryid NOT IN (SELECT countryid FROM car_makers)
SELECT id , maker FROM car_makers GROUP BY id HAVING count(*) >= 2 AND maker > 3
SELECT id , maker FROM car_makers GROUP BY maker HAVING count(*) >= 2 AND count(*) > 3
SELECT id , name FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE maker = 'fiat') ORDER BY count(*) DESC LIMIT 3
SELECT id , name FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE makeid = 3)
SELECT Country FROM airports WHERE AirportName = "JetBlue Airways"
SELECT Country FROM Airlines AS T1 JOIN Flights AS T2 ON T1.Airline = T2.Airline WHERE T2.Airline = "Jetblue Airways"
SELECT Abbreviation FROM Airlines WHERE Airline = "JetBlue Airways"
SELECT Abbreviation FROM airports WHERE AirportName = "Jetblue Airways"
SELECT airlineName , abbreviation FROM airline WHERE country = "USA"
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
SELECT airline FROM airports WHERE airportAbbrev = 'UAL'
SELECT count(*) FROM airlines FROM country WHERE country = "USA"
SELECT count(*) FROM airlines WHERE country = "USA"
SELECT City , Country FROM airports WHERE AirportCode = "Alton"
SELECT City , Country FROM airports WHERE AirportCode = "Alton"
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT AirportName FROM airports WHERE City = 'Aberdeen'
SELECT AirportName FROM airports WHERE City = "Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = "Ato"
SELECT count(*) FROM flights WHERE SourceAirport = 'Ato'
SELECT count(*) FROM flights WHERE City = "Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE City = " Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE City = 'Aberdeen' AND DestAirport = 'Ashley'
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
SELECT DestAirport FROM airports ORDER BY SourceAirport DESC LIMIT 1
SELECT AirportName FROM airports ORDER BY AirportCode DESC LIMIT 1
SELECT AirportCode FROM airports ORDER BY FLOATS(FlightNo) DESC LIMIT 1
SELECT AirportName FROM airports GROUP BY AirportName HAVING COUNT(*) < 1
SELECT AirportName FROM airports ORDER BY SourceAirport ASC LIMIT 1
SELECT T1.Airline , count(*) FROM flights AS T1 JOIN airlines AS T2 ON T1.Airline = T2.Airline GROUP BY T1.Airline ORDER BY count(*) DESC LIMIT 1
SELECT airline FROM flights GROUP BY airline ORDER BY count(*) DESC LIMIT 1
SELECT Abbreviation , Country FROM flights GROUP BY Country ORDER BY count(*) DESC LIMIT 1
SELECT T1.abbreviation , T1.country FROM flights AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode GROUP BY T1.airportcode ORDER BY count(*) DESC LIMIT 1
SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.DestAirport = 'AHD'
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.SourceAirport = "HDM"
SELECT Airlines FROM flights WHERE AirportName = 'AHD'
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.DestAirport = "AHD"
SELECT T1.Airline , T2.AirportCode FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.Airline = 'APG' AND T2.AirportCode = 'CVO'
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.DestAirport = 'APG' AND T2.DestAirport = 'CVO'
SELECT T1.Airline , T2.AirportCode FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.Airline = 'CVO' EXCEPT SELECT T1.Airline , T2.AirportCode FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.Airline = 'APG'
SELECT T1.Airline FROM airlines AS T1 JOIN airports AS T2 ON T1.Airline = T2.Airline WHERE T2.Airport = 'CVO' EXCEPT SELECT T1.Airline FROM airlines AS T1 JOIN airports AS T2 ON T1.Airline = T2.Airline WHERE T2.Airport = 'APG'
SELECT T1.Airline , COUNT(*) FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode GROUP BY T1.Airline HAVING COUNT(*) >= 10
SELECT T1.Airline , COUNT(*) FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode GROUP BY COUNT(*) HAVING COUNT(*) >= 10
SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode GROUP BY T1.Airline HAVING COUNT(*) < 200
SELECT T1.Airline , count(*) FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode GROUP BY T1.Airline HAVING count(*) < 200
SELECT flightNo FROM flights WHERE Airline = "United Airlines"
SELECT flightNo FROM flights WHERE sourceairport = "United Airlines"
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT DestAirport FROM flights WHERE DestAirport = "APG"
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT DestAirport FROM flights WHERE SourceAirport = "APG"
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
SELECT T1.Name FROM employee AS T1 JOIN hire AS T2 ON T1.Employee_ID = T2.Employee_ID ORDER BY T2.Age
SELECT T1.Name , T2.Age FROM employee AS T1 JOIN hire AS T2 ON T1.Employee_ID = T2.Employee_ID ORDER BY T2.Age
SELECT count(*) , city FROM employee GROUP BY city
SELECT city , count(*) FROM employee GROUP BY city
SELECT District FROM employee WHERE Age > 30
SELECT District FROM employee WHERE Age > 30
SELECT DISTINCT LOCATION FROM shop GROUP BY LOCATION
SELECT count(*) , LOCATION FROM employee GROUP BY LOCATION
SELECT manager_name , district FROM shop GROUP BY manager_name ORDER BY count(*) DESC LIMIT 1
SELECT manager_name , district FROM shop GROUP BY district ORDER BY count(*) DESC LIMIT 1
SELECT min(number_products) , max(number_products) FROM employee GROUP BY city
SELECT min(Number_products) , max(Number_products) FROM employee GROUP BY Employee_ID
SELECT T1.name , T1.location , T1.district FROM shop AS T1 JOIN employee AS T2 ON T1.employee_id = T2.employee_id ORDER BY T2.number_products DESC
SELECT T1.name , T1.location , T1.district FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id ORDER BY T2.number_products DESC
SELECT T1.Name FROM employee AS T1 JOIN shop AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Number_products > (SELECT avg(Number_products) FROM employee)
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id HAVING avg(T2.number_products) > (SELECT avg(T2.number_products) FROM shop AS T2 JOIN employee AS T3 ON T2.employee_id = T3.employee_id)
SELECT T1.Name FROM evaluation AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T2.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T2.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID HAVING T2.Bonus = (SELECT max(Bonus) FROM employee)
SELECT T2.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY T1.Bonus DESC LIMIT 1
SELECT T2.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID JOIN Hiring AS T3 ON T1.Shop_ID = T3.Shop_ID WHERE T3.Name = 'Never'
SELECT T2.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T1.Is_full_time = 'Never'
SELECT T2.name FROM employee AS T1 JOIN hiring AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id HAVING count(*) > (SELECT count(*) FROM employee AS T1 JOIN hiring AS T2 ON T1.employee_id = T2.employee_id)
SELECT T2.Shop_name FROM employee AS T1 JOIN shop AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Shop_ID ORDER BY count(*) DESC LIMIT 1
SELECT T2.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id WHERE T1.city = "Houston"
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id WHERE T2.city = "No"
SELECT T1.shop_name , count(*) FROM employee AS T1 JOIN hiring AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.shop_name
SELECT count(*) , name FROM shop GROUP BY city
SELECT sum(bonus) FROM evaluation
SELECT sum(bonus) FROM evaluation
SELECT T2.Name , T2.Location , T2.Department , T2.Number_products FROM hire AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID
SELECT T2.Name , T2.Location , T2.Number_products FROM hire AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID
SELECT District FROM employee WHERE Number_products < 3000 AND Number_products > 10000
SELECT District FROM shop WHERE Location < 30000 AND shop_id = 10000
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(*) FROM Documents
SELECT count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT document_name , template_id FROM documents WHERE document_name = "w"
SELECT T1.Template_ID , T2.Template_ID FROM Documents AS T1 JOIN Paragraphs AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Template_Name = "w"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT count(DISTINCT T1.Template_ID) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID
SELECT count(DISTINCT T1.Template_ID) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID
SELECT count(*) FROM documents WHERE template_type_code = 'PPT'
SELECT count(*) FROM documents WHERE template_type_code = "PPT"
SELECT T1.Template_ID , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID
SELECT T1.Template_ID , count(*) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID
SELECT T1.Template_ID , T1.Template_Type_Code FROM Documents AS T1 JOIN Templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID , T1.Template_Type_Code FROM Documents AS T1 JOIN Templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID HAVING count(*) > 1
SELECT Template_ID FROM Templates GROUP BY Template_ID HAVING count(*) > 1
SELECT T1.Template_ID FROM Ref_Template_types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID JOIN Templates AS T3 ON T2.Template_ID = T3.Template_ID WHERE T3.Template_Type_Code = "Template_Type_Code"
SELECT T1.Template_ID FROM Ref_Template_types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code != "None"
SELECT count(*) FROM Ref_Template_types
SELECT count(*) FROM Ref_Template_types
SELECT Template_ID , Version_Number , Template_Type_Code FROM Ref_Template_Types
SELECT T1.Template_ID , T1.Template_Type_Code , T1.Template_Type_Description FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code
SELECT T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code
SELECT T1.Template_ID FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "PP" OR T2.Template_Type_Description = "PTP"
SELECT T1.Template_ID FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Name = "PP" OR T2.Template_Name = "PTP"
SELECT count(*) FROM Ref_Template_types WHERE Template_Type_Code = "CV"
SELECT count(*) FROM Ref_Template_types WHERE Template_Type_Code = "CV"
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Templates AS T1 JOIN Templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_Type_Code HAVING count(*) < 3
SELECT Template_Type_Code FROM Ref_Template_types GROUP BY Template_Type_Code HAVING count(*) < 3
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code ORDER BY T1.Version_Number ASC LIMIT 1
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code ORDER BY T1.Version_Number ASC LIMIT 1
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Name = "Data base"
SELECT Template_Type_Code FROM Templates WHERE Document_Name = "Data base"
SELECT Document_Name FROM Documents WHERE Template_Type_Code = "BK"
SELECT Document_Name FROM Documents WHERE Template_Type_Code = "BK"
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Documents AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_types AS T1 JOIN Documents AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID JOIN paragraps AS T3 ON T2.Template_ID = T3.Template_ID WHERE T3.Template_Type_Code != "None"
SELECT Template_Type_Code FROM Ref_Template_types EXCEPT SELECT T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID NOT IN (SELECT T1.Template_ID FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code)
SELECT Template_Type_Code , Template_Type_Description FROM Ref_Template_Types
SELECT T1.Template_Type_Code , T1.Template_Type_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code
SELECT Template_Type_Description FROM Ref_Template_types WHERE Template_Type_Code = "AD"
SELECT T1.Template_Type_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "AD"
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Type_Description = "Book"
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Description = "Book"
SELECT DISTINCT Template_Type_Description FROM Templates GROUP BY Template_Type_Description
SELECT T1.Template_Description FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID JOIN Paragraphs AS T3 ON T2.Template_ID = T3.Template_ID
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Description = "Presentation"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Document AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Description = 'Presentation'
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT Paragraph_Text FROM Paragraph WHERE Document_Name = 'Korea'
SELECT Document_Text FROM Paragraph WHERE Document_Name = "Korea"
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_ID , Paragraph_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_Text FROM Documents WHERE Document_Name = "Customer reviews"
SELECT Document_Text FROM Documents WHERE Document_Name = 'Customer reviews'
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT Document_ID , Document_Name , count(*) FROM Documents GROUP BY Document_ID
SELECT Document_ID , Document_Name , count(*) FROM Documents GROUP BY Document_ID
SELECT Document_ID FROM Documents WHERE Document_Text > 2
SELECT Document_ID FROM Documents WHERE Document_Text = "2" ORDER BY Document_Text DESC LIMIT 1
SELECT document_id , document_name FROM Documents GROUP BY document_id ORDER BY count(*) DESC LIMIT 1
SELECT document_id , document_name FROM Documents ORDER BY document_id DESC LIMIT 1
SELECT document_id FROM documents GROUP BY document_id ORDER BY count(*) DESC LIMIT 1
SELECT document_id FROM Documents GROUP BY document_id ORDER BY count(*) DESC LIMIT 1
SELECT document_id FROM documents WHERE document_id = 1 , 2
SELECT Document_ID FROM Documents WHERE Document_Text = (SELECT Document_Text FROM Paragraphs WHERE Paragraph_Number = 2)
SELECT document_id FROM documents WHERE document_name = 'Brazil' AND document_text = 'Ireland'
SELECT Document_ID FROM Documents WHERE Document_Text = "Brazil" AND Document_Description = "Ireland"
SELECT count(*) FROM teacher
SELECT count(*) FROM teacher
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Age ASC
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T1.Age ASC
SELECT Age , Hometown FROM teacher
SELECT Hometown , Age FROM teacher GROUP BY Hometown
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != 'Little Lever Urban District'
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Hometown != "Little Lever Urban District"
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Age = 32 OR T1.Age = 33
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Age = 32 OR T1.Age = 33
SELECT Hometown FROM teacher ORDER BY Hometown DESC LIMIT 1
SELECT T1.Hometown FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Age DESC LIMIT 1
SELECT Hometown , count(*) FROM teacher GROUP BY Hometown
SELECT Hometown FROM teacher GROUP BY Hometown ORDER BY count(*) DESC LIMIT 1
SELECT Hometown FROM teacher ORDER BY Hometown ASC LIMIT 1
SELECT Hometown FROM teacher GROUP BY Hometown ORDER BY count(*) DESC LIMIT 1
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) >= 2
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) >= 2
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID ORDER BY T2.Name
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID ORDER BY T1.Name ASC
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Name = "Math"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = "Math"
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID GROUP BY T1.Name
SELECT T2.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T1.Course_ID = T3.Course_ID GROUP BY T1.Course_ID HAVING COUNT(*) >= 2
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T1.Course_ID = T3.Course_ID GROUP BY T1.Course_ID HAVING COUNT(*) >= 2
SELECT T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID WHERE T1.Name NOT IN (SELECT T1.Name FROM course_arrange AS T1 JOIN course AS T2 ON T1.Course_ID = T2.Course_ID)
SELECT T2.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID WHERE T1.Name NOT IN (SELECT T1.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID)
SELECT count(*) FROM visit WHERE Age < 30
SELECT T1.Name FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID JOIN museum AS T3 ON T2.Museum_ID = T3.Museum_ID WHERE T3.Level_of_membership > 4
SELECT avg(T2.Age) FROM visit AS T1 JOIN visitor AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T1.Level_of_membership > 4
SELECT T1.Name , T1.Level_of_membership , T1.Age FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID JOIN visitor AS T3 ON T2.ID = T3.ID WHERE T3.Level_of_membership > 4
SELECT T1.Museum_ID , T1.Name FROM museum AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) DESC LIMIT 1
SELECT avg(num_of_staff) FROM museum WHERE open_year > 2009
SELECT Open_Year , Num_of_Staff FROM museum WHERE Name = "Plaza Museum"
SELECT T1.Name FROM museum AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2010
SELECT T1.id , T1.name , T1.age FROM visit AS T1 JOIN visitor AS T2 ON T1.id = T2.id JOIN museum AS T3 ON T2.Museum_ID = T3.Museum_ID WHERE T3.open_year > (SELECT open_year FROM visit WHERE T1.id = T3.id)
SELECT T1.id , T1.name , T1.membership_level FROM visit AS T1 JOIN visitor AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY sum(T2.total_spent) DESC LIMIT 1
SELECT T1.Museum_ID , T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) DESC LIMIT 1
SELECT T2.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T1.Open_Year = "2020"
SELECT T1.Name , T1.Age FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID GROUP BY T1.ID ORDER BY T2.Num_of_Tickets DESC LIMIT 1
SELECT avg(T1.T1.T2.T3) , max(T1.T1.T2.T3) FROM visit AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID
SELECT sum(T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1.T2.T1
SELECT T1.Name FROM visit AS T1 JOIN visitor AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2009 AND T2.Open_Year > 2011
SELECT count(*) FROM visit WHERE open_year > 2010
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
SELECT count(*) FROM ship WHERE id = "captured"
SELECT T1.name , T1.tonnage FROM ship AS T1 JOIN battle AS T2 ON T1.id = T2.id ORDER BY T2.name DESC
SELECT name , date , result FROM battle
SELECT max(T2.death_t2) , min(T2.death_t2) FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.death_t2 DESC LIMIT 1
SELECT avg(injuries_per_time) , id FROM ship GROUP BY id
SELECT T2.name , T2.name , T2.name , T2.name FROM ship AS T1 JOIN death AS T2 ON T1.id = T2.id WHERE T1.tonnage = 't'
SELECT name , result FROM battle WHERE bulgarian_commander != 'Boril'
SELECT T1.id , T1.name FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.id JOIN battle AS T3 ON T2.id = T3.id WHERE T3.name = 'Brig'
SELECT id , name FROM battle WHERE killed > 10
SELECT ship_id , name FROM ship GROUP BY ship_id ORDER BY sum(tran_injuries) DESC LIMIT 1
SELECT DISTINCT name FROM battle WHERE bulgarian_commander = 'Kaloyan' AND latin_commander = 'Baldwin I'
SELECT count(DISTINCT result) FROM battle
SELECT count(*) FROM battle WHERE tonnage = 225
SELECT T2.name , T2.date FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.id WHERE T1.name = 'Lettice' AND T1.name = 'Atalanta'
SELECT name , result , bulgarian_commander FROM battle WHERE id NOT IN (SELECT id FROM battle WHERE lost_in_battle != 'English Channel')
SELECT T2.note FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.id WHERE T1.name = 'East'
SELECT address_id FROM Addresses WHERE line_1 = "1" AND line_2 = "2"
SELECT first_line_1 , second_line_1 FROM Addresses
SELECT count(*) FROM Courses GROUP BY course_name
SELECT count(*) FROM Courses
SELECT course_description FROM Course WHERE course_name = "Math"
SELECT course_description FROM courses WHERE course_name = "Math"
SELECT zip_postcode FROM Addresses WHERE city = "Port Chelsea"
SELECT zip_postcode FROM addresses WHERE city = "Port Chelsea"
SELECT department_name , department_id FROM Departments ORDER BY department_id DESC LIMIT 1
SELECT department_name , department_id FROM degrees GROUP BY department_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Departments WHERE department_name = "Degree_Programs"
SELECT count(DISTINCT department_id) FROM degrees
SELECT count(DISTINCT degree_name) FROM Degree_programs
SELECT count(DISTINCT degree_summary_name) FROM degrees
SELECT count(*) FROM degrees WHERE department_name = "Engineering"
SELECT count(*) FROM degrees WHERE department_name = "Engineering"
SELECT T1.course_name , T1.course_description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id
SELECT T1.course_name , T1.course_description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id
SELECT course_name , course_id FROM Courses WHERE department_id = (SELECT department_id FROM Sections)
SELECT course_name , course_id FROM Courses GROUP BY course_id HAVING count(*) < 2
SELECT T1.section_name FROM sections AS T1 JOIN enrollments AS T2 ON T1.section_id = T2.section_id ORDER BY T2.section_name
SELECT T1.section_name FROM sections AS T1 JOIN sections_contents AS T2 ON T1.section_id = T2.section_id ORDER BY T2.section_name
SELECT T2.semester_id , T1.student_id FROM Students AS T1 JOIN Semesters AS T2 ON T1.student_id = T2.student_id GROUP BY T1.student_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.semester_id , T1.student_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.semester_id ORDER BY count(*) DESC LIMIT 1
SELECT department_name FROM departments WHERE department_name LIKE '%Computer%'
SELECT department_description FROM Departments WHERE name LIKE '%computer%'
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Degree_Programs AS T1 JOIN Student_Enrolment AS T2 ON T1.degree_program_id = T2.degree_program_id
SELECT T1.first_name , T1.middle_name , T1.last_name , T2.date_first_registered FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN Transcript_Contents AS T3 ON T1.transcript_id = T3.transcript_id
SELECT first_name , middle_name , last_name FROM Degree_Programs
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id
SELECT T1.degree_summary_name FROM Degree_Programs AS T1 JOIN Student_Enrolment AS T2 ON T1.degree_program_id = T2.degree_program_id GROUP BY T1.degree_summary_name ORDER BY count(*) DESC LIMIT 1
SELECT degree_summary_name FROM Degree_Programs ORDER BY count(*) DESC LIMIT 1
SELECT T1.id , T1.summary_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT degree_program_id , degree_summary_name FROM Degree_Programs GROUP BY degree_program_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_id , T1.first_name , T1.middle_name , T1.last_name , count(*) FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id HAVING count(*) > 1
SELECT first_name , middle_name , last_name , date_first_registered FROM Student_Enrolment WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrolment_Courses WHERE enrollment_type = 'Program' )
SELECT T2.semester_name FROM Students AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id JOIN Transcript_Contents AS T3 ON T1.transcript_id = T3.transcript_id
SELECT T2.semester_id FROM Student_Enrolment_Courses AS T1 JOIN Student_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T1.semester_id = "Semester 1"
SELECT course_name FROM courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM enrollments WHERE enrolled_student_details = 'yes')
SELECT course_name FROM courses WHERE student_enrolment_id = 1
SELECT course_name FROM Course GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM Course GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.state_province_county = "North Carolina" AND T2.country = "North Carolina" AND T2.other_address_details = "None"
SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id JOIN Students_Enrolment AS T3 ON T2.student_id = T3.student_id WHERE T3.country = "North Carolina" AND T3.state_province_county = "North Carolina"
SELECT date_first_registered , id FROM Transcript_Contents WHERE student_course_id = (SELECT student_id FROM Transcript_Contents WHERE course_id = 2)
SELECT date_first_registered , id FROM Transcript_Contents WHERE course_id = (SELECT course_id FROM Transcript_Contents WHERE course_name = "Transcripts")
SELECT phone_number FROM Students WHERE first_name = "Timmothy" AND last_name = "Ward"
SELECT T1.mobile_phone_number FROM Students AS T1 JOIN Student_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "Timmothy" AND T2.last_name = "Ward"
SELECT first_name , middle_name , last_name FROM Students GROUP BY first_name , middle_name
SELECT first_name , middle_name , last_name FROM Students WHERE student_id = (SELECT student_id FROM Students WHERE student_name = 'first_name' AND student_name = 'middle_name')
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Addresses AS T1 JOIN Courses AS T2 ON T1.address_id = T2.address_id WHERE T2.graduate_date = "2023-01-01"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Students AS T1 JOIN Course_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.degree_program_id = 1
SELECT T1.first_name FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id WHERE T2.current_address_id = (SELECT T1.address_id FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id WHERE T2.current_address_id = (SELECT T1.address_id FROM Students AS T1 JOIN Addresses AS T2 ON T1.address_id = T2.
SELECT T1.first_name FROM Students AS T1 JOIN Transcript_contents AS T2 ON T1.student_id = T2.student_id WHERE T2.permanent_address_id = (SELECT T1.permanent_address_id FROM Transcript_contents AS T3 JOIN Students AS T4 ON T3.student_id = T4.student_id WHERE T3.student_name = "John" AND T4.student_address_id = "John" )
SELECT address_id , count(*) FROM Addresses GROUP BY address_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.address_id , T2.line_1 , T2.line_2 FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id GROUP BY T1.address_id ORDER BY count(*) DESC LIMIT 1
SELECT date_first_registered FROM Transcript_Contents
SELECT avg(transcript_date) FROM Transcript_Contents
SELECT date_first_registered , date_left FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE transcript_date = (SELECT date_first_registered FROM Transcript_Contents WHERE transcript_id = 'T201801')
SELECT count(*) FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT T2.date_last_transcript_release_date FROM Transcript_contents AS T1 JOIN Transcript AS T2 ON T1.transcript_id = T2.transcript_id WHERE T1.transcript_date = "Last"
SELECT T2.date_last_transcript FROM Transcript_contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T1.transcript_date = "2023-01-01"
SELECT count(*) FROM Transcript_Contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_Contents WHERE student_course_id = (SELECT student_course_id FROM Transcript_Contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_Contents WHERE student_course_id = (SELECT student_course_id FROM Transcript_Contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_Contents WHERE student
SELECT max(T1.course_id) , T1.course_name FROM Transcript_contents AS T1 JOIN Student_Enrolment AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.course_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.date_first_registered FROM Transcript_Contents AS T1 JOIN Transcript AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.transcript_id HAVING count(*) < (SELECT count(*) FROM Transcript_Contents)
SELECT date_first_registered , id FROM Transcript_Contents WHERE transcript_id < count(*)
SELECT T2.semester_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id WHERE T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.semester_id HAVING COUNT(*) = 1
SELECT T1.semester_id FROM Students AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id JOIN Transcript_Contents AS T3 ON T2.transcript_id = T3.transcript_id WHERE T3.semester_id = (SELECT T1.semester_id FROM Student_Enrolment_Courses AS T3 JOIN Transcript_Contents AS T4 ON T3.transcript_id = T4.transcript_id WHERE T4.
SELECT count(*) FROM Addresses WHERE current_address_details = 1
SELECT address_id FROM Addresses WHERE student_enrolment_id = 1
SELECT T1.student_details FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id ORDER BY T2.student_details
SELECT T1.course_name , T2.course_description FROM Students AS T1 JOIN Transcript_Contents AS T2 ON T1.student_id = T2.student_id ORDER BY T2.course_name
SELECT T1.section_name FROM sections AS T1 JOIN sections_contents AS T2 ON T1.section_id = T2.section_id JOIN enrollments AS T3 ON T2.student_id = T3.student_id WHERE T3.student_enrolment_id = T3.student_enrolment_id
SELECT T1.section_description FROM sections AS T1 JOIN sections AS T2 ON T1.section_id = T2.section_id WHERE T2.section_name = "section_name"
SELECT T1.first_name FROM Students AS T1 JOIN Students_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" OR T2.cell_mobile_number = "09700166582"
SELECT T1.first_name FROM Students AS T1 JOIN Students_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" ORDER BY T2.cell_mobile_number
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.Title
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.Title
SELECT directed_by FROM cartoon ORDER BY directed_by ASC
SELECT T2.Title FROM Cartoon AS T1 JOIN T3 AS T2 ON T1.Title = T2.Directed_by JOIN T3 AS T3 ON T1.Directed_by = T3.Directed_by WHERE T3.Directed_by = "Ben Jones"
SELECT count(*) FROM cartoon WHERE directed_by = "Joseph Kuhr"
SELECT count(*) FROM carto WHERE directed_by = "Joseph Kuhr"
SELECT T2.Title , T1.Directed_by FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.air_date
SELECT T2.Title , T1.Directed_by FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.air_date
SELECT T2.Title FROM cartoon AS T1 JOIN T2 ON T1.id = T2.id JOIN T3 ON T1.directed_by = T3.directed_by WHERE T1.Directed_by = "Ben Jones" OR T1.directed_by = "Brandon Vietti"
SELECT T2.Title FROM Cartoon AS T1 JOIN T3 AS T2 ON T1.Title = T2.Directed_by JOIN T3 AS T3 ON T1.Directed_by = T3.Directed_by WHERE T3.Directed_by = "Ben Jones" OR T3.Directed_by = "Brandon Vietti"
SELECT Country , count(*) FROM TV_channel GROUP BY Country
SELECT Country FROM TV_channel GROUP BY Country ORDER BY count(*) DESC LIMIT 1
SELECT count(DISTINCT T1.series_name) , T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT count(DISTINCT T1.series_name) , T1.contents FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.series_name = "Sky Radio"
SELECT T2.content FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.id WHERE T1.title = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Country = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "english"
SELECT count(*) FROM TV_channels WHERE LANGUAGE = "english"
SELECT LOCATION , COUNT(*) FROM TV_channel GROUP BY LOCATION ORDER BY COUNT(*) DESC LIMIT 1
SELECT LOCATION , COUNT(*) FROM TV_channels GROUP BY LOCATION
SELECT LANGUAGE , COUNT(*) FROM TV_channels GROUP BY LANGUAGE
SELECT LANGUAGE , count(*) FROM TV_channels GROUP BY LANGUAGE
SELECT T1.series_name FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "The Rise of the Blue Beetle!"
SELECT T1.series_name FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "The Rise of the Blue Beetle"
SELECT T2.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id JOIN TV_channels AS T3 ON T1.channel = T3.id WHERE T3.series_name = "Sky Radio"
SELECT T2.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id WHERE T1.series_name = "Sky Radio"
SELECT T2.Episode FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T1.Rating DESC
SELECT T1.episodes_name , T2.episodes_date FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id ORDER BY T2.rating
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.Rating DESC LIMIT 3
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.Rating DESC LIMIT 3
SELECT min(Share) , max(Share) FROM TV_series
SELECT max(Pixel_aspect_ratio_PAR) , min(Pixel_aspect_ratio_PAR) FROM TV_series
SELECT T2.air_date FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.title = "A Love of a Lifetime"
SELECT Hight_definition_TV FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Title = "A Love of a Lifetime"
SELECT T1.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "A Love of a Lifetime"
SELECT T2.series_name FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.id WHERE T1.title = "A Love of a Lifetime"
SELECT T2.Episode FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id JOIN TV_channels AS T3 ON T1.id = T3.id WHERE T3.series_name = "Sky Radio"
SELECT episode FROM TV_series WHERE title = "Sky Radio"
SELECT directed_by FROM TV_series GROUP BY directed_by
SELECT DISTINCT directed_by FROM TV_series GROUP BY directed_by
SELECT Production_code , Channel FROM TV_series ORDER BY Weekly_rank DESC LIMIT 1
SELECT Production_code , Channel FROM TV_series ORDER BY Production_code DESC LIMIT 1
SELECT Package_option , T2.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.Country = "USA" AND T2.name = "High Definition"
SELECT Package_Option , T2.Title FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.Country = "USA" AND T2.Name = "High Definition"
SELECT Country FROM TV_channels WHERE Directed_by = "Todd Casey"
SELECT Country FROM TV_series WHERE Directed_by = "Todd Casey"
SELECT Country FROM TV_channels WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_series)
SELECT Country FROM TV_series WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_series WHERE Title NOT IN (SELECT Title FROM TV_series WHERE Directed_by = "Todd Casey"))
SELECT T1.series_name , T1.country FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT T1.series_name , T1.country FROM TV_channels AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT Pixel_aspect_ratio_PAR , Country FROM TV_channels WHERE PYR_language = "english"
SELECT Pixel_aspect_ratio_PAR , Country FROM TV_channels WHERE LANGUAGE != "english"
SELECT id FROM TV_channels WHERE Country = "USA" INTERSECT SELECT id FROM TV_channels WHERE Country = "Canada"
SELECT channel FROM TV_channels WHERE TV_channels_count > 2
SELECT id FROM TV_channels WHERE directed_by = "Ben Jones"
SELECT channel FROM TV_channels WHERE directed_by = "Ben Jones"
SELECT Package_Option FROM TV_channel WHERE Channel NOT IN (SELECT Channel FROM TV_channel.id WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_channel))
SELECT Package_Option FROM TV_channels WHERE Channel NOT IN (SELECT Channel FROM TV_channels WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_channels WHERE Title NOT IN (SELECT Title FROM TV_channels WHERE Hight_definition_TV = 'Ben Jones')))
SELECT count(*) FROM poker_player
SELECT count(*) FROM poker_player
SELECT DISTINCT Earnings FROM p_player ORDER BY Earnings DESC
SELECT Earnings FROM p_player ORDER BY Earnings DESC
SELECT Final_Table_Made , Best_Finish FROM poker_player GROUP BY Final_Table_Made ORDER BY COUNT(*) DESC LIMIT 1
SELECT Final_Table_Made , Best_Finish FROM poker_player GROUP BY Final_Table_Made ORDER BY COUNT(*) DESC LIMIT 1
SELECT avg(Earnings) FROM p_player
SELECT avg(Earnings) FROM p_player
SELECT T1.Money_Rank FROM p_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.earnings DESC LIMIT 1
SELECT T1.Money_Rank FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Money_Rank DESC LIMIT 1
SELECT max(T1.Final_Table_Made) FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Wages < 200000
SELECT max(Final_Table_Made) FROM poker_player WHERE Earnings < 200000
SELECT Name FROM poker_player
SELECT T1.Name FROM p_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID
SELECT Name FROM p_player WHERE Earnings > 300000
SELECT T1.Name FROM p_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount > 300000
SELECT T1.Name FROM p_player AS T1 JOIN p_final_table AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.Final_Table_Made ASC
SELECT T1.Name FROM p_player AS T1 JOIN p_final_table AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.Final_Table_Made DESC
SELECT Birth_Date FROM p_player WHERE Earnings = (SELECT avg(Earnings) FROM p_player WHERE Nationality = 'Poker_Player')
SELECT Birth_Date FROM p_player WHERE Earnings = (SELECT avg(Earnings) FROM p_player WHERE Nationality = 'Poker_Player')
SELECT T2.Money_Rank FROM porter_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T1.Height = "tall"
SELECT T1.Money_Rank FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID JOIN poker_player AS T3 ON T2.People_ID = T3.People_ID WHERE T3.Height = (SELECT max(Height) FROM people WHERE Nationality = 'Poker_Player')
SELECT avg(Earnings) FROM people WHERE Height > 200
SELECT avg(Earnings) FROM people WHERE Height > 200
SELECT T1.Name FROM p_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY Earnings DESC
SELECT T1.Name FROM p_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY Earnings DESC
SELECT Nationality , COUNT(*) FROM people GROUP BY Nationality
SELECT count(DISTINCT Nationality) FROM people GROUP BY Nationality
SELECT Nationality FROM people GROUP BY Nationality ORDER BY COUNT(*) DESC LIMIT 1
SELECT Nationality FROM people GROUP BY Nationality ORDER BY COUNT(*) DESC LIMIT 1
SELECT Nationality FROM people GROUP BY Nationality HAVING COUNT(*) >= 2
SELECT Nationality FROM people GROUP BY Nationality HAVING COUNT(*) >= 2
SELECT Name , Birth_Date FROM people ORDER BY Name ASC
SELECT Name , Birth_Date FROM people ORDER BY Name
SELECT Name FROM people WHERE Nationality != "Russia"
SELECT Name FROM people WHERE Nationality != "Russia"
SELECT Name FROM people WHERE Nationality != "poker_player"
SELECT Name FROM people WHERE Nationality != "poker_player"
SELECT count(DISTINCT Nationality) FROM people
SELECT count(DISTINCT Nationality) FROM people
SELECT count(*) FROM AREA_CODE_STATE
SELECT contestant_number , contestant_name FROM contestans ORDER BY contestant_name
SELECT phone_number , state FROM VOTES GROUP BY phone_number
SELECT max(area_code) , min(area_code) FROM AREA_CODE_STATE
SELECT created FROM VOTES WHERE state = 'CA'
SELECT T2.name FROM contestants AS T1 JOIN VOTES AS T2 ON T1.contestant_number = T2.contestant_number WHERE T1.name != 'Jessie Alloway'
SELECT DISTINCT state , created FROM VOTES GROUP BY state
SELECT T1.contestant_number , T1.contestant_name FROM VOTES AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T1.contestant_number HAVING COUNT(*) >= 2
SELECT contestant_number , contestant_name FROM VOTES ORDER BY votes DESC LIMIT 1
SELECT count(*) FROM VOTES WHERE state = 'NY' OR state = 'CA'
SELECT count(*) FROM VOTES WHERE contestant_number NOT IN (SELECT contestant_number FROM contestans)
SELECT T1.area_code FROM VOTES AS T1 JOIN AREA_CODE_STATE AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T2.contestant_number ORDER BY count(*) DESC LIMIT 1
SELECT create_date , state , phone_number FROM VOTES WHERE contestant_name = 'Tabatha Gehling'
SELECT T1.area_code FROM VOTES AS T1 JOIN CONTESTANTS AS T2 ON T1.contestant_number = T2.contestant_number JOIN VOTES AS T3 ON T2.contestant_number = T3.contestant_number WHERE T3.contestant_name = 'Tabatha Gehling' AND T3.contestant_number = 'Kelly Clauss'
SELECT T1.contestant_name FROM VOTES AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number WHERE T2.name LIKE '%Al%'
SELECT Name FROM country WHERE IsOfficial = '1950'
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.Year > 1950
SELECT count(*) FROM country as T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Form = "republic"
SELECT count(*) FROM countrylanguage WHERE isofficial = "Republican"
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.region = "Caribbean"
SELECT sum(population) FROM country WHERE countrycode = "Carribean"
SELECT Continent FROM country WHERE Continent = "Anguilla"
SELECT Continent FROM country WHERE NationalName = "Anguilla"
SELECT Region FROM city WHERE Name = "Kabul"
SELECT Region FROM country WHERE Name = "Kabul"
SELECT LANGUAGE FROM country WHERE Population = "Aruba" ORDER BY Population DESC LIMIT 1
SELECT Language FROM country WHERE CountryCode = "Aruba"
SELECT Population , LifeExpectancy FROM country WHERE CountryCode = "Brazil"
SELECT Population , LifeExpectancy FROM country WHERE Name = "Brazil"
SELECT Region , Population FROM country WHERE NationalName = "Angola"
SELECT Region , Population FROM country WHERE NationalName = "Angola"
SELECT avg(GND) FROM country WHERE Region = "Central Africa"
SELECT avg(LifeExpectancy) FROM country WHERE NationalName = "Central Africa"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.population = (SELECT min(population) FROM country)
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.population < (SELECT min(population) FROM country)
SELECT sum(population) , max(GNP) FROM country
SELECT count(*) , GNATPld FROM country WHERE GNATPld = "Asia"
SELECT avg(LifeExpectancy) FROM countrylanguage WHERE isofficial = "Republic"
SELECT avg(GNP) FROM countrylanguage WHERE T2.CountryCode = "Africa" INTERSECT SELECT avg(GNP) FROM countrylanguage WHERE T2.CountryCode = "Africa" INTERSECT SELECT avg(GNP) FROM countrylanguage WHERE T2.CountryCode = "Africa" INTERSECT SELECT avg(GNP) FROM countrylanguage WHERE T2.CountryCode = "Africa" INTERSECT SELECT avg(GNP) FROM countrylanguage WHERE T2.CountryCode = "Africa" INTERSECT SELECT avg(GNP) FROM country
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.continent = "Asia" AND T1.region = "Europe"
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.continent = "Asia" OR T1.continent = "Europe"
SELECT count(*) FROM city WHERE District = "Gelderland"
SELECT sum(population) FROM country WHERE name = "Gelderland"
SELECT avg(GNP) , sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "US" ORDER BY T1.population DESC LIMIT 1
SELECT GNP , T2.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code WHERE T1.T2.T3 = "US"
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage GROUP BY countrycode
SELECT T1.GnP FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.GnP = 100 GROUP BY T1.GnP HAVING COUNT(*) = 100
SELECT count(DISTINCT T1.GNP) FROM countrylanguage AS T1 JOIN city AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.GNP = 1000000000000000000000000000000000000000000000000000000000000000000000000000000
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "Aruba"
SELECT count(*) FROM countrylanguage WHERE countrycode = "Aruba"
SELECT count(*) FROM countrylanguage WHERE countrycode = "Afghanistan"
SELECT COUNT(*) FROM countrylanguage WHERE countrycode = "Afghanistan"
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode ORDER BY T1.Percentage DESC LIMIT 1
SELECT Continent FROM country ORDER BY Population DESC LIMIT 1
SELECT Continent FROM country WHERE Continent = "Europe" ORDER BY Percentage DESC LIMIT 1
SELECT count(*) FROM country WHERE NationalName = "English" INTERSECT SELECT count(*) FROM country WHERE NationalName = "Dutch"
SELECT count(*) FROM country WHERE Nationality = "english" INTERSECT SELECT count(*) FROM country WHERE Nationality = "deutsch"
SELECT Name FROM country WHERE NationalName = "English" INTERSECT SELECT Name FROM country WHERE NationalName = "French"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "english" INTERSECT SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "french"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.continent = "english" INTERSECT SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.continent = "french"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "english" OR T1.language = "french"
SELECT count(*) FROM country WHERE Continent = "Chinese"
SELECT count(*) FROM country WHERE Continent = "China"
SELECT Region FROM country WHERE NationalName = "english" OR NationalName = "deutsch"
SELECT Region FROM country WHERE NationalName = "Dutch" OR NationalName = "English"
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Language WHERE T1.IsOfficial = "english" OR T1.IsOfficial = "Dutch"
SELECT T2.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "english" OR T1.language = "deutsch"
SELECT LANGUAGE FROM country WHERE Continent = "Asia" ORDER BY Population DESC LIMIT 1
SELECT T2.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.IsOfficial = 1
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.IsOfficial = 1
SELECT city FROM city WHERE population = (SELECT max(population) FROM city WHERE countrycode = "english")
SELECT T2.population FROM city AS T1 JOIN country AS T2 ON T1.citycode = T2.code WHERE T1.name = "english"
SELECT T2.Name , T2.Population , T2.LifeExpectancy FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY T1.Population DESC LIMIT 1
SELECT T2.Name , T2.Population , T2.LifeExpectancy FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code GROUP BY T1.CountryCode ORDER BY T1.Population DESC LIMIT 1
SELECT avg(GND) FROM country WHERE T2.Official != "english"
SELECT avg(GND) FROM country WHERE T2.Language != "english"
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "english"
SELECT count(*) FROM country WHERE CountryCode != "english"
SELECT Official FROM country WHERE HeadOfState = "Beatrix"
SELECT T2.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T1.HeadOfState = "Beatrix"
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.isfounded > 1930
SELECT count(DISTINCT Official) FROM country WHERE IsOfficial > 1930
SELECT CountryCode FROM country WHERE SurfaceArea > (SELECT max(SurfaceArea) FROM country)
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population > (SELECT avg(population) FROM country)
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population < (SELECT population FROM country WHERE countrycode = T2.code)
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population < (SELECT min(population) FROM country)
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population > (SELECT max(population) FROM country)
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population > (SELECT population FROM country WHERE countrycode = T2.code)
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.Language = "english"
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.Language = "english"
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Language = "english"
SELECT T2.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Language != "english"
SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.isOfficial = 'Republic' AND T2.GNP < 0.0000000000000001
SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.isOfficial = 'English' INTERSECT SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.isOfficial = 'English' INTERSECT SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.is
SELECT DISTINCT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.language = "english"
SELECT name FROM city WHERE language != "english"
SELECT DISTINCT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.language = "Chinese"
SELECT DISTINCT Name FROM city WHERE CountryCode = "Asia" INTERSECT SELECT DISTINCT Name FROM city WHERE CountryCode = "China"
SELECT name , independence , surfacearea FROM country WHERE population < (SELECT min(population) FROM country)
SELECT T2.Name , T2.Year , T2.SurfaceArea FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY T1.Population DESC LIMIT 1
SELECT Population , Name , Leader FROM country ORDER BY Area DESC LIMIT 1
SELECT T2.Name , T2.Population , T2.HeadOfState FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY T1.Population DESC LIMIT 1
SELECT T2.Name , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode HAVING COUNT(*) >= 3
SELECT Name FROM country WHERE Languages = "english" INTERSECT SELECT Name FROM country WHERE Languages = "spanish"
SELECT count(*) , district FROM city GROUP BY district ORDER BY population DESC LIMIT 1
SELECT count(*) , DISTINCT District FROM city GROUP BY District
SELECT T1.name , sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code , T2.name
SELECT T1.GNP , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code GROUP BY T1.GNP ORDER BY COUNT(*) DESC LIMIT 1
SELECT avg(LifeExpectancy) , sum(Population) FROM country WHERE LifeExpectancy < 72
SELECT T1.continent , avg(T1.population) , T1.lifeexpectancy FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.continent
SELECT Name , Area FROM country ORDER BY Area DESC LIMIT 5
SELECT Name , SurfaceArea FROM country ORDER BY Population DESC LIMIT 5
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode ORDER BY T1.Population DESC LIMIT 3
SELECT Name FROM country WHERE Population < (SELECT min(Population) FROM country)
SELECT count(*) FROM country WHERE Continent = "Asia"
SELECT count(*) FROM country WHERE CountryCode = "Asia"
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.continent = "Europe" INTERSECT SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.population = 80000
SELECT T2.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T1.Population = 80000
SELECT sum(population) , avg(area) FROM country WHERE area > 3000
SELECT sum(population) , avg(surfacearea) FROM country WHERE surfacearea > 3000
SELECT T1.name FROM city AS T1 JOIN country AS T2 ON T1.id = T2.id WHERE T2.population < 160000 AND T2.population > 900000
SELECT name FROM city WHERE population < 160000 INTERSECT SELECT name FROM city WHERE population > 900000
SELECT LANGUAGE FROM country WHERE Population > (SELECT max(Population) FROM country)
SELECT T2.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Language , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY COUNT(*) HAVING T2.Percentage > 100
SELECT T1.CountryCode , T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY Percentage DESC LIMIT 1
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T1.percentage DESC LIMIT 1
SELECT count(*) FROM country WHERE Language = "Spanish"
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code2 = T2.code WHERE T2.population > 0.percentage GROUP BY T1.code
SELECT T2.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.language = "Spanish"
SELECT count(*) FROM conductor
SELECT count(*) FROM conductor
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Age ASC
SELECT Name FROM conductor ORDER BY Age
SELECT T1.Name FROM conductor AS T1 JOIN national_ity AS T2 ON T1.Nationality = T2.Nationality WHERE T2.Name NOT IN (SELECT T1.Name FROM national_ity AS T1 JOIN conductor AS T2 ON T1.Nationality = T2.Nationality WHERE T2.Name = "USA")
SELECT T2.Name FROM conductor AS T1 JOIN conductor_id AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE Nationality != "USA"
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Year_of_Founded DESC
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Years_of_Founded
SELECT avg(T1.T1.T2.T3) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID
SELECT avg(T1.T1.T2.T3) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Type != "Live final"
SELECT max(T2.Share) , min(T2.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T1.Type = "Live final"
SELECT count(DISTINCT Nationality) FROM conductor
SELECT count(DISTINCT Nationality) FROM conductor
SELECT Name FROM conductor ORDER BY YEAR_of_Work DESC
SELECT Name FROM conductor ORDER BY Nationality DESC
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID HAVING COUNT(*) > (SELECT max(T1.Year_of_Work) FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID)
SELECT Name , Nationality FROM conductor ORDER BY Nationality
SELECT Name , Nationality FROM conductor WHERE Nationality = "Conductor" AND Name = "Orchestra"
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID HAVING COUNT(*) > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID HAVING COUNT(*) > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Founded > 2008
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2008
SELECT T1.Name , COUNT(*) FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID
SELECT count(*) , Major_Record_Format FROM orchestra GROUP BY Major_Record_Format
SELECT T1.Record_Company , T2.Name FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Name
SELECT Major_Record_Format FROM orchestra ORDER BY Frequency
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM orchestra WHERE Orchestra_ID NOT IN (SELECT Orchestra_ID FROM performance)
SELECT Orchestra_ID FROM performance WHERE Performance_ID NOT IN (SELECT Performance_ID FROM orchestras)
SELECT T1.Record_Company FROM performance AS T1 JOIN orchestra AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Year_of_Founded > 2003 AND T2.Year_of_Founded > 2003
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003 AND T2.Year_of_Founded > 2003
SELECT count(*) FROM orchestra WHERE record_format = "CD" OR record_format = "DVD"
SELECT count(*) FROM orchestra WHERE Record_Company = "CD" OR Record_Company = "DVD"
SELECT YEAR_OF_FIRST_SEED FROM performance WHERE Performance_ID = (SELECT Performance_ID FROM orchestra WHERE Nationality = 'USA')
SELECT YEAR_OF_FIRST_PRESENTATION FROM orchestra WHERE YEAR_OF_FIRST_PRESENTATION > 1
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
SELECT name FROM Highschooler ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler GROUP BY name HAVING count(*) >= 3
SELECT name FROM Highschooler GROUP BY name HAVING count(*) >= 3
SELECT name FROM Highschooler WHERE student_id = (SELECT student_id FROM Highschooler WHERE name = 'Kyle')
SELECT name FROM friend WHERE student_id = (SELECT student_id FROM highschooler WHERE name = 'Kyle')
SELECT count(*) FROM Highschooler WHERE student_id = 1
SELECT count(*) FROM friend GROUP BY liked_id
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT T1.id FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id JOIN Friend AS T3 ON T2.friend_id = T3.id WHERE T3.liked_id = T2.liked_id AND T3.grade = 'Friend'
SELECT student_id FROM Highschooler JOIN FRIEND ON Highschooler.ID = Highschooler.ID JOIN Likes ON Highschooler.ID = Highschooler.ID WHERE liked_id = 1 AND student_id = 2
SELECT name FROM Highschooler JOIN Likes ON Highschooler.ID = (SELECT student_id FROM Friend WHERE student_id = (SELECT student_id FROM Highschooler WHERE liked_id = (SELECT liked_id FROM Friend)))
SELECT name FROM Highschooler JOIN Likes ON Highschooler.ID = Highschooler.ID JOIN Friend ON Friend.ID = Highschooler.ID WHERE liked_id = 1 AND liked_id = 2
SELECT count(DISTINCT student_id) , student_id FROM Likes GROUP BY student_id
SELECT T1.student_id , count(*) FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT T2.name FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT T1.name FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler WHERE liked_id = 2 AND grade = 20
SELECT name FROM Highschooler WHERE liked_id = 2 OR liked_id > 1
SELECT name FROM Highschooler WHERE grade > 5 AND friends > 2
SELECT name FROM Highschooler WHERE grade > 5 AND friends >= 2
SELECT count(*) FROM Likes WHERE student_id = 1
SELECT count(*) FROM Highschooler WHERE name = "Kyle"
SELECT avg(grade) FROM Highschooler GROUP BY student_id HAVING COUNT(*) >= 1
SELECT avg(grade) FROM Highschooler GROUP BY student_id HAVING COUNT(*) = 1
SELECT min(grade) FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT grade FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT state FROM Owners WHERE city = "USA" AND country = "USA" AND owner_id = "Owners" AND professional_id = "Professionals"
SELECT state FROM Owners WHERE owner_id = (SELECT owner_id FROM Professionals WHERE home_phone = '123456789')
SELECT avg(date_of_treatment) FROM Dogs WHERE date_of_treatment = "No"
SELECT avg(date_of_treatment) FROM treatments
SELECT T1.name , T1.last_name , T1.city FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.state = "INDIAN" OR T2.treatment_type_code > 2
SELECT DISTINCT T1.last_name , T1.city , T1.state FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id GROUP BY T1.state ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Dogs WHERE cost_of_treatment > 1000
SELECT name FROM dogs WHERE owner_id NOT IN (SELECT owner_id FROM treats WHERE cost_of_treatment > 1000)
SELECT T1.first_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Owners" ORDER BY T2.name DESC LIMIT 1
SELECT T1.first_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Owners" OR T2.name = "Dogs"
SELECT professional_id , role_code , email FROM Professionals WHERE role_code = "non-practitioner"
SELECT DISTINCT T1.professionals , T1.role_code , T1.email_address FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.professionals = T2.professionals WHERE T2.treatment_type_code = "treatment_type_code"
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT T1.professionals , T1.role_code , T1.first_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals = T2.professionals WHERE T2.date_of_treatment = (SELECT T2.date_of_treatment FROM treatments AS T2 JOIN professionals AS T3 ON T2.professionals = T3.professionals WHERE T3.treatment_type_code = T3.treatment_type_code)
SELECT DISTINCT T1.professionals , T1.role_code , T1.first_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals = T2.professionals GROUP BY T1.professionals HAVING COUNT(*) >= 2
SELECT breed_name FROM breeds ORDER BY count(*) DESC LIMIT 1
SELECT breed_name FROM dogs GROUP BY breed_name ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM treatments GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY T2.cost_of_treatment DESC LIMIT 1
SELECT T1.treatment_type_code FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY T2.cost_of_treatment DESC LIMIT 1
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT professional_id , cell_number FROM Professionals GROUP BY professional_id HAVING count(*) >= 2
SELECT DISTINCT T1.professionals_id , T1.cell_number FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id GROUP BY T1.professionals_id HAVING COUNT(*) >= 2
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatment_types)
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.treatment_amount < (SELECT avg(treatment_amount) FROM treatment_types)
SELECT T1.date_of_treatment , T1.first_name FROM treatments AS T1 JOIN professionals AS T2 ON T1.professional_id = T2.professional_id GROUP BY T1.professional_id
SELECT date_of_treatment , first_name FROM treatments GROUP BY first_name
SELECT T1.cost_of_treatment , T1.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code
SELECT T1.cost_of_treatment , T1.treatment_type_code FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code
SELECT T1.first_name , T1.last_name , T1.size_code FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Mike"
SELECT T1.first_name , T1.last_name , T1.size_code FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.name , T2.date_of_treatment FROM Dogs AS T1 JOIN Treatment_Types AS T2 ON T1.breed_code = T2.breed_code WHERE T1.name = "rare" AND T2.date_of_treatment = "2022-01-01"
SELECT T1.name , T1.date_of_birth , T1.treatment_type_code FROM Dogs AS T1 JOIN Treatment_Types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.breed_code = "rare"
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "Virginia"
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "Virginia"
SELECT date_of_treatment , date_of_departed FROM Dogs WHERE date_of_treatment = (SELECT date_of_treatment FROM Dogs WHERE dog_id = '0000000000000000000000000000000000000000000000000000000000000000000000000000000000000
SELECT date_of_treatment , date_of_departed FROM Dogs WHERE T2.date_of_treatment = (SELECT T2.date_of_treatment FROM Dogs AS T1 JOIN Treatment_Types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T1.name = "Dogs")
SELECT T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age < 18
SELECT T1.owner_id FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age = 1.date_of_birth ORDER BY T2.age DESC LIMIT 1
SELECT email_address FROM Professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT email_address FROM Professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT date_of_birth , date_of_departed FROM Dogs WHERE date_of_birth = (SELECT date_of_birth FROM Dogs WHERE owner_id = 'John')
SELECT date_of_birth , date_of_departure FROM Dogs
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments WHERE treatment_id = 'treatment_id'
SELECT count(*) FROM professionals WHERE dog_id = (SELECT DISTINCT T1.dog_id FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.treatment_type_name = 'Dogs' )
SELECT count(*) FROM professionals WHERE professional_id = (SELECT professional_id FROM professionals WHERE role_code = 'T2.professional_id')
SELECT T1.street , T1.city , T1.state FROM professionals AS T1 JOIN addresses AS T2 ON T1.professionals_id = T2.professionals_id WHERE T2.substring = 'West'
SELECT role_code , street , city , state FROM professionals WHERE city = 'West'
SELECT T1.first_name , T1.last_name , T1.email_address FROM Owners AS T1 JOIN Treatment_Types AS T2 ON T1.owner_id = T2.owner_id WHERE T2.state = 'North'
SELECT T1.first_name , T1.last_name , T1.email_address FROM Owners AS T1 JOIN Pets AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = 'North'
SELECT count(*) FROM Dogs WHERE age < (SELECT avg(age) FROM Dogs)
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT T1.treatment_amount FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code ORDER BY T2.date_of_treatment DESC LIMIT 1
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code ORDER BY T2.date_of_treatment DESC LIMIT 1
SELECT count(*) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatments)
SELECT count(*) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatments)
SELECT count(*) FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Dogs)
SELECT count(*) FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Dogs)
SELECT count(*) FROM Professionals WHERE professional_id NOT IN (SELECT professional_id FROM Treatment_types)
SELECT count(*) FROM Professionals WHERE professional_id NOT IN (SELECT professional_id FROM Dogs)
SELECT T2.name , T2.age , T2.weight FROM Dogs AS T1 JOIN Owners AS T2 ON T1.owner_id = T2.owner_id WHERE T1.adopted = 1
SELECT T2.name , T2.age , T2.weight FROM Dogs AS T1 JOIN Owners AS T2 ON T1.owner_id = T2.owner_id WHERE T1.adopted = 1
SELECT avg(age) FROM dogs
SELECT avg(age) FROM dogs
SELECT age FROM Dogs WHERE age = (SELECT max(age) FROM Dogs)
SELECT age FROM Dogs WHERE age = (SELECT max(age) FROM Dogs)
SELECT charge_type , amount FROM charges GROUP BY charge_type
SELECT charge_type_code , charge_amount FROM charges GROUP BY charge_type_code
SELECT charge_amount FROM charges ORDER BY charge_amount DESC LIMIT 1
SELECT charge_amount FROM charges ORDER BY charge_type_code DESC LIMIT 1
SELECT email_address , home_phone FROM Professionals
SELECT email_address , home_phone , cell_number FROM Professionals
SELECT breed_type_code , size_type_code FROM breeds ORDER BY breed_type_code
SELECT breed_type , size_type FROM dogs GROUP BY breed_type
SELECT T1.first_name , T1.treatment_type_description FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.professional_id = T1.professional_id
SELECT T1.first_name , T1.description FROM professionals AS T1 JOIN treatments AS T2 ON T1.treatment_id = T2.treatment_id
SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Net_Worth_Millions
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Net_Worth_Millions ASC
SELECT Birth_Year , Citizenship FROM singer
SELECT Birth_Year , Citizenship FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Citizenship != "France"
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Citizenship != "French"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = (SELECT Birth_Year FROM singer WHERE Birth_Year = 1948 OR Birth_Year = 1949)
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = 1948 OR T2.Birth_Year = 1949
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY T1.Net_Worth_Millions DESC LIMIT 1
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Citizen , count(*) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizen
SELECT count(*) FROM singer GROUP BY citizenship
SELECT T1.Citizenship FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.Citizenship FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.Citizen , T1.Net_Worth_Millions , max(T1.Highest_Position) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizen
SELECT max(Net_Worth_Millions) FROM singer GROUP BY Citizenship
SELECT T2.Title , T3.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T2.Song_ID = T3.Song_ID WHERE T3.Sales > 300000
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T1.Song_ID = T3.Song_ID WHERE T3.Sales > 300000
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID HAVING COUNT(*) > 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID HAVING COUNT(*) > 1
SELECT T1.Name , sum(T1.Sales) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT sum(Sales) FROM singer GROUP BY Name
SELECT T2.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Song_ID NOT IN (SELECT T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID)
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID NOT IN (SELECT T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID = T1.Song_ID)
SELECT citizenship FROM singer WHERE birth_year > 1945 AND birth_year < 1955
SELECT T1.citizenship FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year > 1945 AND T2.Birth_Year > 1955
SELECT count(*) FROM Other_Feature_Types
SELECT feature_type_name FROM Ref_Feature_types WHERE feature_type_code = "AirCon"
SELECT property_type_description FROM Properties WHERE property_type_code = "Ref_Property_Types"
SELECT property_name FROM Properties WHERE room_count > 1
