SELECT count(*) FROM singer
SELECT sum(Singer_ID) FROM singer
SELECT Name , Country , Age FROM singer ORDER BY Age
SELECT Name , Country , Age FROM singer ORDER BY Age DESC
SELECT avg(age) , min(age) , max(age) FROM singer WHERE Country = "France"
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT Song_Name , YEAR FROM singer WHERE Song_release_year = (SELECT Song_release_year FROM singer_in_concert)
SELECT Song_Name , YEAR FROM singer WHERE Song_release_year = (SELECT Song_release_year FROM singer_in_concert)
SELECT Country FROM singer WHERE Age > 20
SELECT Country FROM singer WHERE Age > 20
SELECT Country , COUNT(*) FROM stadium GROUP BY Country
SELECT Country , count(*) FROM singer GROUP BY Country
SELECT Song_name FROM singer WHERE Age > (SELECT avg(Age) FROM singer_in_concert)
SELECT Song_name FROM singer WHERE Age > (SELECT avg(Age) FROM singer_in_concert)
SELECT LOCATION , Name FROM stadium WHERE Capacity < 5000 INTERSECT SELECT LOCATION , Name FROM stadium WHERE Capacity > 10000
SELECT LOCATION , Name FROM stadium WHERE Capacity < 5000 INTERSECT SELECT LOCATION , Name FROM stadium WHERE Capacity > 10000
SELECT max(Capacity) , avg(Average) FROM stadium
SELECT avg(Capacity) , max(Capacity) FROM stadium
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY avg(T2.Average) DESC LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY avg(T2.Average) DESC LIMIT 1
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT T1.name , count(*) FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id
SELECT count(*) FROM stadium GROUP BY stadium_id
SELECT T1.name , T1.capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.year ORDER BY count(*) ASC LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY count(*) DESC LIMIT 2
SELECT YEAR FROM stadium GROUP BY YEAR ORDER BY count(*) ASC LIMIT 1
SELECT YEAR FROM stadium GROUP BY YEAR ORDER BY count(*) ASC LIMIT 1
SELECT T1.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T2.name = "concert"
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Singer_ID = 'no'
SELECT Country FROM singer WHERE Age > 40 INTERSECT SELECT Country FROM singer WHERE Age < 30
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014
SELECT Name , Theme FROM concert GROUP BY Theme
SELECT T1.Name , T1.Name , count(*) FROM concert AS T1 JOIN singer_in_concert AS T2 ON T1.concert_id = T2.concert_id GROUP BY T1.Name , T1.Name , count(*)
SELECT Name , COUNT(*) FROM singer GROUP BY Name
SELECT Name , COUNT(*) FROM singer GROUP BY Name
SELECT Song_name FROM concert WHERE YEAR = 2014
SELECT Song_Name FROM concert WHERE Stadium_ID = (SELECT Stadium_ID FROM singer_in_concert WHERE YEAR = 2014)
SELECT Name , Country FROM singer WHERE Song_name = "Hey"
SELECT Name , Country FROM singer WHERE Song_name LIKE "%Hey%"
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = (SELECT YEAR FROM stadium WHERE Stadium_ID = T2.Stadium_ID)
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014 AND T2.Year = 2015
SELECT count(*) FROM stadium WHERE capacity > (SELECT max(capacity) FROM stadium)
SELECT count(*) FROM stadium WHERE capacity > (SELECT max(capacity) FROM stadium)
SELECT count(*) FROM pets WHERE weight > 10
SELECT count(*) FROM pets WHERE weight > 10
SELECT weight FROM pets WHERE age = (SELECT min(age) FROM pets)
SELECT weight FROM pets WHERE age = 1
SELECT max(weight) , pet_type FROM Pets GROUP BY pet_type
SELECT max(weight) , pet_type FROM Pets GROUP BY pet_type
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE sex = "F" GROUP BY sex ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM pets WHERE sex = "female"
SELECT count(DISTINCT pet_type) FROM Pets
SELECT count(DISTINCT pet_type) FROM Pets
SELECT T1.Fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.StuID = T2.StuID WHERE T2.pet_type = "cat" OR T2.pet_age = "dog"
SELECT T1.Fname FROM Student AS T1 JOIN Pets AS T2 ON T1.StuID = T2.StuID WHERE T2.pet_type = "cat" OR T2.pet_age = "dog"
SELECT T1.Fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.StuID = T2.StuID JOIN Pets AS T3 ON T2.PetID = T3.PetID WHERE T3.pet_age = (SELECT T1.pet_age FROM Has_Pet AS T3 JOIN Pets AS T2 ON T3.PetID = T2.PetID WHERE T3.pet_type = "Cat")
SELECT T1.Fname FROM Student AS T1 JOIN Pets AS T2 ON T1.StuID = T2.StuID WHERE T2.petType = 'Cat' INTERSECT SELECT T1.Fname FROM Student AS T1 JOIN Pets AS T2 ON T1.StuID = T2.StuID WHERE T2.petType = 'Dog'
SELECT Major , age FROM Student WHERE StuID NOT IN (SELECT StuID FROM Has_Pet WHERE PetType = "Cat")
SELECT Major FROM Student WHERE StuID NOT IN (SELECT StuID FROM Has_Pet WHERE PetType = "Cat")
SELECT StuID FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE PetType = "Cat")
SELECT StuID FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets WHERE PetType = "Cat")
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.stuid = T2.stuid WHERE T2.sex = "dog" OR T2.pettype = "cat"
SELECT T1.fname FROM Student AS T1 JOIN Has_Pet AS T2 ON T1.stuid = T2.stuid WHERE T2.sex = "dog" OR T2.pettype = "cat"
SELECT T1.pet_type , T1.weight FROM Pets AS T1 JOIN Has_Pet AS T2 ON T1.petid = T2.petid WHERE T2.pet_age < (SELECT min(pet_age) FROM Pets)
SELECT pet_age , weight FROM pets GROUP BY pet_age ORDER BY count(*) ASC LIMIT 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT avg(age) , max(age) FROM pets GROUP BY pet_type
SELECT avg(age) , max(age) FROM Pets GROUP BY pet_type
SELECT pet_weight , pet_type FROM pets GROUP BY pet_type
SELECT weight , pet_type FROM pets GROUP BY pet_type
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = "pet"
SELECT T1.fname , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid WHERE T2.petid = "yes"
SELECT pet_id FROM pets WHERE pet_name = "Smith"
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT count(*) , student_id FROM Student AS T1 JOIN Pets AS T2 ON T1.StuID = T2.StuID GROUP BY T1.StuID
SELECT StuID , count(*) FROM Student GROUP BY StuID
SELECT T1.fname , T1.sex FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid HAVING count(*) > 1
SELECT T1.Fname , T1.GENDER FROM Has_Pet AS T1 JOIN Pets AS T2 ON T1.PetID = T2.PetID GROUP BY T1.PetID HAVING count(*) > 1
SELECT LName FROM Student WHERE age = 3
SELECT LName FROM Student WHERE LName = "Has_Pet" INTERSECT SELECT LName FROM Student WHERE LName = "Has_Pet" WHERE LName = "3"
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets)
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM Pets)
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT Continent , FullName , count(*) FROM continents GROUP BY Continent
SELECT Continent , FullName , CountryName FROM continents GROUP BY Continent
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT FullName , Id , count(*) FROM car_makers GROUP BY FullName
SELECT FullName , Id , count(*) FROM car_makers GROUP BY Id
SELECT Model FROM car_names WHERE horsepower < (SELECT min( horsepower ) FROM car_lists)
SELECT Model FROM car_names WHERE horsepower = (SELECT min(horsepower) FROM car_lists)
SELECT Model FROM car_names WHERE Weight < (SELECT avg(Weight) FROM car_lists)
SELECT Model FROM car_names WHERE Weight < (SELECT avg(Weight) FROM car_lists)
SELECT FullName FROM car_makers WHERE Year = 1970 GROUP BY FullName ORDER BY count(*) ASC LIMIT 1
SELECT FullName FROM car_makers WHERE MakeId = "1970"
SELECT Make , ProductionTime FROM cars_data WHERE Year = (SELECT min(YEAR) FROM cars_data WHERE Make = 'T12')
SELECT FullName , Year FROM car_makers WHERE Make = "Toyota" ORDER BY FullName ASC LIMIT 1
SELECT DISTINCT Model FROM car_lists WHERE MakeId = "1980"
SELECT FullName FROM car_makers WHERE Year > 1980
SELECT FullName , count(*) FROM continents GROUP BY Continent
SELECT Continent , count(*) FROM continents GROUP BY Continent
SELECT CountryName FROM countries GROUP BY CountryName ORDER BY count(*) ASC LIMIT 1
SELECT CountryName FROM country GROUP BY CountryName ORDER BY count(*) ASC LIMIT 1
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT FullName , Id FROM car_makers GROUP BY Id
SELECT Accelerate FROM car_names WHERE Make = "Hornet" INTERSECT SELECT Accelerate FROM car_names WHERE Make = "Hornet"
SELECT Accelerate FROM car_names WHERE MakeId = "Hornet" INTERSECT SELECT Accelerate FROM car_names WHERE MakeId = "Sportabout"
SELECT count(*) FROM car_makers WHERE Continent = "France"
SELECT count(*) FROM car_makers WHERE Continent = "France"
SELECT count(*) FROM car_models WHERE countryid = "us"
SELECT count(*) FROM car_models WHERE countryid = "United States"
SELECT avg(mpg) FROM car_names WHERE cyl = 4
SELECT avg(MilesPerGallon) FROM CAR_NAMES GROUP BY Cylinders
SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "8" INTERSECT SELECT min
SELECT min(Weight) FROM car_names WHERE MakeId = "T12" INTERSECT SELECT min(Weight) FROM car_names WHERE MakeId = "T12" WHERE Year = "1974"
SELECT FullName , Model FROM car_makers GROUP BY FullName
SELECT FullName , Model FROM car_makers
SELECT FullName , id FROM car_makers GROUP BY FullName HAVING COUNT(*) >= 1
SELECT FullName , id FROM countries GROUP BY FullName HAVING COUNT(*) >= 1
SELECT count(*) FROM car_names WHERE horsepower > 150
SELECT count(*) FROM car_names WHERE horsepower > 150
SELECT avg(Weight) FROM car_names GROUP BY YEAR
SELECT avg(Weight) , YEAR FROM car_names GROUP BY YEAR
SELECT country FROM countries WHERE countryid = "Europe" GROUP BY country ORDER BY count(*) ASC LIMIT 3
SELECT FullName FROM car_names GROUP BY FullName HAVING COUNT(*) >= 3
SELECT max(Cylinders) , Model FROM car_lists WHERE Make = "Toyota" OR FullName = "Toyota"
SELECT FullName FROM car_names WHERE Make = "Model" GROUP BY FullName ORDER BY count(*) DESC LIMIT 1
SELECT max(MVG) FROM car_names GROUP BY VG ORDER BY count(*) ASC LIMIT 1
SELECT Model FROM car_lists GROUP BY Model ORDER BY COUNT(*) DESC LIMIT 1
SELECT avg(Horsepower) FROM cars_data WHERE Year < 1980
SELECT avg(Horsepower) FROM car_names WHERE Make = "Toyota" AND Year < 1980
SELECT avg(Edispl) FROM car_names WHERE Make = "Volvo"
SELECT avg(Edispl) FROM cars_data GROUP BY id
SELECT max(Cylinders) FROM car_names WHERE Make = "Toyota" GROUP BY Cylinders ORDER BY count(*) DESC LIMIT 1
SELECT max(accelerate) FROM car_names GROUP BY Cylinders
SELECT Model FROM car_names GROUP BY Model ORDER BY count(*) ASC LIMIT 1
SELECT Model FROM car_names GROUP BY Model ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM car_names WHERE Cylinders > 4
SELECT count(*) FROM car_names WHERE Cylinders > 4
SELECT count(*) FROM car_names WHERE Id = "1980"
SELECT count(*) FROM car_lists WHERE Id = "1980"
SELECT count(*) FROM car_makers WHERE FullName = "American Motor Company"
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id WHERE T2.Manufacturer = "American Motor Company"
SELECT FullName , id FROM car_makers GROUP BY FullName ORDER BY count(*) DESC LIMIT 3
SELECT FullName , Id FROM car_makers GROUP BY FullName HAVING COUNT(*) > 3
SELECT FullName FROM car_makers WHERE FullName LIKE "%General Motors%" OR Weight > 3500
SELECT FullName FROM car_makers WHERE MakeId = "General Motors" OR Weight > 3500
SELECT YEAR FROM car_names WHERE Weight <= 3000 OR Weight > 4000
SELECT YEAR FROM car_names WHERE Weight > 3000 GROUP BY YEAR ORDER BY count(*) ASC LIMIT 1
SELECT horsepower FROM car_names GROUP BY horsepower ORDER BY count(*) ASC LIMIT 1
SELECT max(Cylinders) FROM car_names ORDER BY Accelerate ASC LIMIT 1
SELECT count(*) FROM car_lists WHERE Make = "Volvo"
SELECT count(*) FROM car_lists WHERE Make = "Volvo" OR Accelerate = "0"
SELECT count(*) FROM car_names WHERE Accelerate > (SELECT max( Accelerate) FROM car_names)
SELECT count(*) FROM car_names GROUP BY Cylinders ORDER BY Cylinders DESC LIMIT 1
SELECT count(*) FROM car_makers GROUP BY country ORDER BY count(*) DESC LIMIT 2
SELECT count(*) FROM countries WHERE countryid > 2
SELECT count(*) FROM car_names WHERE Cylinders > 6
SELECT count(*) FROM car_names WHERE Cylinders > 6
SELECT FullName FROM car_names GROUP BY FullName ORDER BY Cylinders DESC LIMIT 4
SELECT FullName FROM car_names GROUP BY FullName ORDER BY Cylinders DESC LIMIT 4
SELECT Id , Make FROM car_lists WHERE horsepower > (SELECT min(hp) FROM car_lists WHERE make = "car_lists")
SELECT Id , Name FROM car_names WHERE Cylinders < 4
SELECT max(MVG) FROM car_lists WHERE MakeId = "8" OR Cylinders > 1980
SELECT max(Mpg) FROM cars_data WHERE FullName = "8" OR Edispl > 1980
SELECT Model FROM car_names WHERE FullName = "Ford Motor Company" OR Weight < 3500
SELECT Model FROM car_names WHERE FullName = "Ford Motor Company" INTERSECT SELECT Model FROM car_names WHERE FullName = "Ford Motor Company" ORDER BY Weight LIMIT 1
SELECT CountryName FROM countries WHERE CountryId NOT IN (SELECT Id FROM car_makers)
SELECT CountryName FROM countries WHERE CountryId NOT IN (SELECT Id FROM car_makers)
SELECT Id , Maker FROM car_makers GROUP BY Id HAVING COUNT(*) >= 2 AND Maker > 3
SELECT Id , Maker FROM car_makers GROUP BY Make , Cylinders ORDER BY count(*) DESC LIMIT 2
SELECT id , name FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE maker = 'fiat') GROUP BY countryid HAVING count(*) > 3
SELECT id , name FROM countries WHERE countryid = (SELECT countryid FROM car_makers WHERE makeid = 3)
SELECT Country FROM Airlines WHERE Airline = "JetBlue Airways"
SELECT Country FROM Airlines WHERE AirportName = "Jetblue Airways"
SELECT Abbreviation FROM Airlines WHERE Airline = "JetBlue Airways"
SELECT Abbreviation FROM airports WHERE AirportName = "Jetblue Airways"
SELECT airlineName , countryAbbrev FROM airlines WHERE country = "USA"
SELECT airlineName , airportAbbrev FROM airlines WHERE country = "USA"
SELECT AirportName , AirportCode FROM airports WHERE City = "Anthony"
SELECT AirportName , AirportCode FROM airports WHERE City = "Athanasi"
SELECT count(*) FROM airlines
SELECT count(*) FROM airlines
SELECT count(*) FROM airports
SELECT count(*) FROM airports
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT Airline FROM airlines WHERE Abbreviation = 'UAL'
SELECT T1.Airline FROM airports AS T1 JOIN airlines AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.Abbreviation = 'UAL'
SELECT count(*) FROM airlines FROM country WHERE country = "USA"
SELECT count(*) FROM airlines WHERE Country = "USA"
SELECT City , Country FROM airports WHERE AirportName = "Alton"
SELECT City , Country FROM airports WHERE AirportCode = "Alton"
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT AirportName FROM airports WHERE City = 'Aberdeen'
SELECT AirportName FROM airports WHERE City = "Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = "Ato"
SELECT count(*) FROM flights WHERE SourceAirport = "Ato"
SELECT count(*) FROM flights WHERE City = "Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE City = " Aberdeen"
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE City = 'Aberdeen' AND DestAirport = 'Ashley'
SELECT count(*) FROM flights WHERE AirportCode = "Aberdeen" INTERSECT SELECT count(*) FROM flights WHERE AirportCode = "Ashley"
SELECT count(*) FROM flights WHERE AirportName = 'JetBlue Airways'
SELECT count(*) FROM flights WHERE AirportName = "Jetblue"
SELECT count(*) FROM flights WHERE AirportName = 'United Airlines'
SELECT count(*) FROM flights WHERE AirportCode = "ASY"
SELECT count(*) FROM flights WHERE AirportName = 'United Airlines'
SELECT count(*) FROM flights WHERE AirportName = "AHD Airport"
SELECT count(*) FROM flights WHERE City = 'Aberdeen'
SELECT count(*) FROM flights WHERE DestAirport = "Aberdeen"
SELECT DestAirport FROM flights GROUP BY DestAirport ORDER BY count(*) DESC LIMIT 1
SELECT DestAirport FROM airports GROUP BY DestAirport ORDER BY count(*) ASC LIMIT 1
SELECT DestAirport FROM flights GROUP BY DestAirport ORDER BY count(*) DESC LIMIT 1
SELECT DestAirport FROM airports GROUP BY DestAirport ORDER BY count(*) ASC LIMIT 1
SELECT AirportName FROM airports GROUP BY AirportName ORDER BY count(*) ASC LIMIT 1
SELECT AirportCode FROM airports GROUP BY AirportCode ORDER BY count(*) ASC LIMIT 1
SELECT AirportName FROM airports GROUP BY AirportName ORDER BY count(*) ASC LIMIT 1
SELECT AirportName FROM airports ORDER BY SourceAirport ASC LIMIT 1
SELECT AirportName FROM flights GROUP BY AirportName ORDER BY count(*) ASC LIMIT 1
SELECT AirportName FROM flights GROUP BY AirportName ORDER BY count(*) ASC LIMIT 1
SELECT Abbreviation , Country FROM flights GROUP BY Country ORDER BY count(*) ASC LIMIT 1
SELECT Country FROM flights GROUP BY Country ORDER BY count(*) ASC LIMIT 1
SELECT AirportName FROM flights WHERE DestAirport = 'AHD'
SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.SourceAirport = "HD"
SELECT AirportName FROM flights WHERE AirportCode = 'AHD'
SELECT T1.Airline , T1.AirportCode FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.DestAirport = "AHD"
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.AirportName = 'APG' INTERSECT SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.AirportName = 'CVO'
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.DestAirport = 'APG' INTERSECT SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.DestAirport = 'CVO'
SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.AirportName = 'CVO' EXCEPT SELECT T1.Airline , T2.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T1.AirportName = 'APG'
SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.Airline = 'CVO' INTERSECT SELECT T1.Airline FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode WHERE T2.Airline = 'APG'
SELECT Airline FROM flights GROUP BY Airline HAVING COUNT(*) >= 10
SELECT T1.Airline , count(*) FROM flights AS T1 JOIN airlines AS T2 ON T1.Airline = T2.Airline GROUP BY T1.Airline HAVING COUNT(*) >= 10
SELECT Airline FROM flights GROUP BY Airline HAVING COUNT(*) < 200
SELECT T1.Airline , count(*) FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode GROUP BY count(*) HAVING count(*) < 200
SELECT FlightNo FROM flights WHERE AirportCode = "United Airlines"
SELECT SourceAirport FROM flights WHERE SourceAirport = "United Airlines"
SELECT FlightNo FROM flights WHERE AirportName = "APG"
SELECT DestAirport FROM flights WHERE DestAirport = "APG"
SELECT DestAirport FROM flights WHERE SourceAirport = "APG"
SELECT DestAirport FROM flights WHERE SourceAirport = "APG"
SELECT FlightNo FROM flights WHERE City = "Aberdeen"
SELECT DestAirport FROM flights WHERE DestAirport = "Aberdeen"
SELECT DestAirport FROM flights WHERE SourceAirport = "Aberdeen"
SELECT DestAirport FROM flights WHERE DestAirport = "Aberdeen"
SELECT count(*) FROM flights WHERE City = "Aberdeen" OR City = "Abilene"
SELECT count(*) FROM flights WHERE DestAirport = "Abilene" OR DestAirport = " Aberdeen"
SELECT AirportName FROM airports WHERE AirportName NOT IN (SELECT AirportName FROM flights)
SELECT AirportName FROM airports WHERE DestAirport NOT IN (SELECT DestAirport FROM flights)
SELECT count(*) FROM employee
SELECT count(*) FROM employee
SELECT T1.Name FROM employee AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID ORDER BY Age ASC
SELECT Name , Age FROM employee ORDER BY Age ASC
SELECT DISTINCT City FROM employee GROUP BY City
SELECT City , count(*) FROM employee GROUP BY City
SELECT District FROM employee WHERE Age > 30
SELECT District FROM employee WHERE Age > 30
SELECT District , count(*) FROM employee GROUP BY District
SELECT District , count(*) FROM employee GROUP BY District
SELECT Manager_name , District FROM shop GROUP BY District ORDER BY count(*) DESC LIMIT 1
SELECT Manager_name , District FROM shop GROUP BY District ORDER BY count(*) DESC LIMIT 1
SELECT min(Number_products) , max(Number_products) FROM employee GROUP BY District
SELECT min(Number_products) , max(Number_products) FROM employee GROUP BY Employee_ID
SELECT Name , Location , District FROM shop ORDER BY Number_products DESC
SELECT T1.name , T1.location , T1.district FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id ORDER BY count(*) DESC
SELECT T1.Name FROM employee AS T1 JOIN shop AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID HAVING COUNT(*) > (SELECT avg(number_products) FROM employee)
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Name ORDER BY count(*) ASC LIMIT 1
SELECT Employee_name FROM evaluation GROUP BY Employee_name ORDER BY count(*) ASC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT Employee_name FROM employee GROUP BY Employee_name ORDER BY count(*) ASC LIMIT 1
SELECT Name FROM employee WHERE Employee_ID NOT IN (SELECT Employee_ID FROM evaluation)
SELECT Name FROM employee WHERE Employee_ID NOT IN (SELECT Employee_ID FROM evaluation)
SELECT T1.name FROM employee AS T1 JOIN hiring AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id ORDER BY count(*) ASC LIMIT 1
SELECT T1.Shop_ID FROM employee AS T1 JOIN shop AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Shop_ID ORDER BY count(*) ASC LIMIT 1
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id WHERE T2.city != "Hiring"
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id WHERE T2.city = "No"
SELECT T1.Shop_ID , T2.Name FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Shop_ID
SELECT count(*) , name FROM employee GROUP BY city
SELECT sum(bonus) FROM evaluation
SELECT sum(bonus) FROM evaluation
SELECT T1.Name , T1.Location , T1.District , T1.Number_products FROM hire AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Start_from = '2022-01-01'
SELECT T1.Name , T1.Location , T1.District , T1.Number_products FROM hire AS T1 JOIN employee AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Start_from = '2022-01-01'
SELECT District FROM employee WHERE Number_products < 3000 GROUP BY District ORDER BY count(*) ASC LIMIT 1
SELECT District FROM employee WHERE Is_full_time = 10000 GROUP BY District ORDER BY count(*) ASC LIMIT 1
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(*) FROM Documents
SELECT count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_Name , Document_ID FROM Documents WHERE Document_Description LIKE '%w%'
SELECT Template_ID , Document_ID FROM Documents WHERE Template_Description LIKE "%w%"
SELECT Document_ID , Template_ID , Document_Description FROM Documents WHERE Document_Name = "Robbin CV"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT count(DISTINCT Template_ID) FROM Documents
SELECT count(DISTINCT Template_ID) FROM Documents
SELECT count(*) FROM Documents WHERE Template_Type_Code = 'PPT'
SELECT count(*) FROM Documents WHERE Template_Type_Code = "PPT"
SELECT Template_ID , count(*) FROM Ref_Template_types GROUP BY Template_ID
SELECT T1.Template_ID , count(*) FROM Documents AS T1 JOIN Templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID
SELECT Template_ID , Template_Type_Code FROM Documents GROUP BY Template_ID ORDER BY count(*) ASC LIMIT 1
SELECT T1.Template_ID , T1.Template_Type_Code FROM Documents AS T1 JOIN Templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) ASC LIMIT 1
SELECT T1.Template_ID FROM Ref_Template_types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID HAVING count(*) > 1
SELECT Template_ID FROM Ref_Template_types GROUP BY Template_ID HAVING count(*) > 1
SELECT Template_ID FROM Ref_Template_types WHERE Document_ID NOT IN (SELECT Document_ID FROM Documents)
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Code NOT IN (SELECT Template_Type_Code FROM Documents)
SELECT count(*) FROM Ref_Template_Types
SELECT count(*) FROM Ref_Template_Types
SELECT Template_ID , Version_Number , Template_Type_Code FROM Ref_Template_Types
SELECT Template_ID , Version_Number , Template_Type_Code FROM Ref_Template_types
SELECT Template_Type_Code FROM Ref_Template_types
SELECT Template_Type_Code FROM Ref_Template_Types
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Code = "PP" OR Template_Type_Code = "PTP"
SELECT Template_ID FROM Ref_Template_Types WHERE Template_Type_Code = "PP" OR Template_Type_Code = "PTP"
SELECT count(*) FROM Ref_Template_types WHERE Template_Type_Code = "CV"
SELECT count(*) FROM Ref_Template_types WHERE Template_Type_Code = "CV"
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT Template_Type_Code , count(*) FROM Ref_Template_Types GROUP BY Template_Type_Code
SELECT Template_Type_Code , count(*) FROM Ref_Template_Types GROUP BY Template_Type_Code
SELECT Template_Type_Code FROM Ref_Template_types GROUP BY Template_Type_Code ORDER BY count(*) ASC LIMIT 1
SELECT Template_Type_Code FROM Ref_Template_Types GROUP BY Template_Type_Code ORDER BY count(*) ASC LIMIT 1
SELECT Template_Type_Code FROM Ref_Template_types GROUP BY Template_Type_Code ORDER BY count(*) ASC LIMIT 3
SELECT Template_Type_Code FROM Ref_Template_types GROUP BY Template_Type_Code HAVING count(*) < 3
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Version_Number ORDER BY count(*) ASC LIMIT 1
SELECT T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Version_Number ORDER BY count(*) ASC LIMIT 1
SELECT Template_Type_Code FROM Documents WHERE Document_Name = "Data base"
SELECT Template_Type_Code FROM Documents WHERE Document_Name = "Data base"
SELECT Document_Name FROM Documents WHERE Template_Type_Code = "BK"
SELECT Document_Name FROM Documents WHERE Template_Type_Code = "BK"
SELECT Template_Type_Code , count(*) FROM Ref_Template_Types GROUP BY Template_Type_Code
SELECT Template_Type_Code , count(*) FROM Ref_Template_Types GROUP BY Template_Type_Code
SELECT Template_Type_Code FROM Documents GROUP BY Template_Type_Code ORDER BY count(*) ASC LIMIT 1
SELECT Template_Type_Code FROM Ref_Template_Types GROUP BY Template_Type_Code ORDER BY count(*) ASC LIMIT 1
SELECT Template_Type_Code FROM Documents WHERE Document_ID NOT IN (SELECT Document_ID FROM Template_types)
SELECT Template_Type_Code FROM Ref_Template_types WHERE Template_Type_Description != "document"
SELECT Template_Type_Code , Template_Type_Description FROM Ref_Template_Types
SELECT Template_Type_Code , Template_Type_Description FROM Ref_Template_Types
SELECT Template_Type_Description FROM Ref_Template_types WHERE Template_Type_Code = "AD"
SELECT Template_Type_Description FROM Ref_Template_Types WHERE Template_Type_Code = "AD"
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Type_Description = "Book"
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Description = "Book"
SELECT Template_Type_Description FROM Templates GROUP BY Template_Type_Description
SELECT T1.Template_Description FROM Ref_Template_Types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code = "Template_Type_Code 1"
SELECT Template_ID FROM Ref_Template_Types WHERE Template_Type_Description = "Presentation"
SELECT Template_ID FROM Ref_Template_types WHERE Template_Type_Description = 'Presentation'
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT Document_Text FROM Paragraph WHERE Document_Name = "Korea"
SELECT Document_Text FROM Paragraph WHERE Document_Name = "Korea"
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = "Welcome to NY"
SELECT Document_Text FROM Documents WHERE Document_Name = "Customer reviews"
SELECT Document_Text FROM Documents WHERE Document_Name = 'Customer reviews'
SELECT Document_ID , count(*) FROM Documents ORDER BY Document_ID
SELECT Document_ID , count(*) FROM Documents ORDER BY Document_ID
SELECT Document_ID , Document_Name , count(*) FROM Documents GROUP BY Document_ID
SELECT Document_ID , Document_Name , count(*) FROM Documents GROUP BY Document_ID
SELECT Document_ID FROM Documents WHERE Document_Text > (SELECT count(*) FROM Paragraphs)
SELECT Document_ID FROM Documents WHERE Paragraph_Text > (SELECT count(*) FROM Paragraphs)
SELECT Document_ID , Other_Details FROM Documents GROUP BY Document_ID ORDER BY count(*) ASC LIMIT 1
SELECT Document_ID , Document_Name FROM Documents GROUP BY Document_ID ORDER BY count(*) ASC LIMIT 1
SELECT Document_ID FROM Documents GROUP BY Document_ID ORDER BY count(*) ASC LIMIT 1
SELECT Document_ID FROM Documents GROUP BY Document_ID ORDER BY count(*) ASC LIMIT 1
SELECT Document_ID FROM Documents WHERE Document_Text = "1 to 2"
SELECT Document_ID FROM Documents WHERE Document_Text < (SELECT min(Document_Text) FROM Documents)
SELECT Document_ID FROM Documents WHERE Document_Name = "Brazil" AND Document_Text = "Ireland"
SELECT Document_ID FROM Documents WHERE Document_Name = "Brazil" AND Document_Description = "Ireland"
SELECT count(*) FROM course_arrange
SELECT count(*) FROM course_arrange
SELECT Name FROM teacher ORDER BY Age ASC
SELECT Name FROM teacher ORDER BY Age ASC
SELECT Age , Hometown FROM teacher
SELECT Hometown , Age FROM teacher GROUP BY Hometown
SELECT Name FROM teacher WHERE Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Age = 32 OR T2.Age = 33
SELECT T1.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Age = (SELECT Age FROM course_arrange WHERE Hometown = "T3")
SELECT Hometown FROM teacher ORDER BY Hometown ASC LIMIT 1
SELECT T1.Hometown FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Age DESC LIMIT 1
SELECT Hometown , count(*) FROM teacher GROUP BY Hometown
SELECT Hometown FROM course GROUP BY Hometown
SELECT Hometown FROM course_arrange GROUP BY Hometown ORDER BY count(*) ASC LIMIT 1
SELECT Hometown FROM teacher GROUP BY Hometown ORDER BY count(*) ASC LIMIT 1
SELECT Hometown FROM course_arrange GROUP BY Hometown HAVING COUNT(*) >= 2
SELECT Hometown FROM course_arrange GROUP BY Hometown HAVING COUNT(*) >= 2
SELECT Name , COUNT(*) FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID
SELECT Name , Teacher_ID FROM course_arrange
SELECT T1.Name , T2.Name FROM course AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Grade ASC
SELECT T1.Name , T2.Name FROM course AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T1.Name ASC
SELECT T1.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = "Math"
SELECT Name FROM course_arrange WHERE Teacher_ID = (SELECT T1.Teacher_ID FROM course_arrange AS T1 JOIN course AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = "Math")
SELECT Name , count(*) FROM course GROUP BY Name
SELECT Name , COUNT(*) FROM course GROUP BY Name
SELECT T1.Name FROM course_arrange AS T1 JOIN teacher AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T1.Course_ID HAVING COUNT(*) >= 2
SELECT Name FROM course_arrange WHERE Hometown = "Tuscany" INTERSECT SELECT Name FROM course_arrange WHERE Hometown = "Tuscany"
SELECT Name FROM course_arrange WHERE Teacher_ID NOT IN (SELECT Teacher_ID FROM course)
SELECT T1.Name FROM course_arrange AS T1 JOIN course AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name NOT IN (SELECT T1.Name FROM course_arrange AS T1 JOIN course AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = 'not arranged')
SELECT count(*) FROM visit WHERE Age < 30
SELECT T1.Name FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID JOIN museum AS T3 ON T2.Museum_ID = T3.Museum_ID WHERE T3.Level_of_membership > 4
SELECT avg(T1.Age) FROM visit AS T1 JOIN visitor AS T2 ON T1.ID = T2.ID WHERE T2.Level_of_membership > 4
SELECT Name , Level_of_membership , Age FROM visit WHERE Level_of_membership > 4
SELECT T1.Museum_ID , T1.Name FROM museum AS T1 JOIN visit AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) ASC LIMIT 1
SELECT avg(Num_of_Staff) FROM museum WHERE Open_Year > 2009
SELECT Open_Year , Num_of_Staff FROM museum WHERE Name = "Plaza Museum"
SELECT Name FROM museum WHERE Open_Year > (SELECT min(Open_Year) FROM museum WHERE open_year > 2010)
SELECT T1.id , T1.name , T1.age FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID HAVING count(*) > 1
SELECT T1.id , T1.name , T1.membership_level FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Museum_ID , T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) ASC LIMIT 1
SELECT Name FROM museum WHERE MEMBER_ID NOT IN (SELECT MEMBER_ID FROM visitor)
SELECT T1.Name , T1.Age FROM visit AS T1 JOIN visitor AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) ASC LIMIT 1
SELECT avg(T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1
SELECT sum(T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1.T1
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2009 AND T2.Open_Year > 2011
SELECT count(*) FROM visit WHERE MEMBER_ID NOT IN (SELECT MEMBER_ID FROM museum)
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
SELECT count(*) FROM battle WHERE id = "captured"
SELECT name , tonnage FROM ship ORDER BY tonnage DESC
SELECT name , date , result FROM battle
SELECT max(T2.death_t2) , min(T2.death_t2) FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) ASC LIMIT 1
SELECT avg(injuries_per_time) , id FROM ship GROUP BY id
SELECT T1.name , T1.name , T1.name , T1.name , T1.name FROM ship AS T1 JOIN death AS T2 ON T1.id = T2.id WHERE T2.tonnage = 't'
SELECT name , result FROM battle WHERE bulgarian_commander != 'Boril'
SELECT T1.id , T1.name FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.id WHERE T2.name = "Brig"
SELECT id , name FROM battle WHERE killed > 10
SELECT id , name FROM ship WHERE injury_type = "Damaged" GROUP BY id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT name FROM battle WHERE bulgarian_commander = 'Kaloyan' AND latin_commander = 'Baldwin I'
SELECT count(DISTINCT result) FROM battle
SELECT count(*) FROM battle WHERE tonnage = '225'
SELECT name , date FROM battle WHERE ship_type = 'Lettice' AND ship_name = 'HMS Atalanta'
SELECT name , result , bulgarian_commander FROM battle WHERE id NOT IN (SELECT id FROM battle WHERE lost_in_battle != 'English Channel')
SELECT T1.note FROM death AS T1 JOIN battle AS T2 ON T1.id = T2.id WHERE T2.name = 'East'
SELECT address_id FROM Addresses WHERE line_1 = "1" AND line_2 = "2"
SELECT first_line_1 , second_line_1 FROM Addresses
SELECT count(*) FROM Courses GROUP BY course_name
SELECT count(*) FROM Courses
SELECT course_description FROM Course WHERE course_name = "Math"
SELECT course_description FROM courses WHERE course_name = "Math"
SELECT zip_postcode FROM Addresses WHERE city = "Port Chelsea"
SELECT zip_postcode FROM Addresses WHERE city = "Port Chelsea"
SELECT department_name , department_id FROM degrees GROUP BY department_name ORDER BY count(*) ASC LIMIT 1
SELECT department_name , department_id FROM degrees GROUP BY department_id ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM Departments WHERE department_name = "Degree_Programs"
SELECT count(DISTINCT department_id) FROM degrees
SELECT count(DISTINCT degree_name) FROM degrees
SELECT count(DISTINCT degree_summary_name) FROM degrees
SELECT count(*) FROM degrees WHERE department_name = "Engineering"
SELECT count(*) FROM degrees WHERE department_name = "Engineering"
SELECT T1.section_name , T1.section_description FROM Sections AS T1 JOIN Sections_details AS T2 ON T1.section_id = T2.section_id
SELECT T1.section_name , T1.section_description FROM Sections AS T1 JOIN Sections_details AS T2 ON T1.section_id = T2.section_id
SELECT course_name , course_id FROM Courses GROUP BY course_id HAVING count(*) >= 2
SELECT course_name , course_id FROM Courses GROUP BY course_id HAVING count(*) < 2
SELECT T1.section_name FROM sections AS T1 JOIN enrollments AS T2 ON T1.section_id = T2.section_id ORDER BY T2.section_name
SELECT T1.section_name FROM sections AS T1 JOIN sections_contents AS T2 ON T1.section_id = T2.section_id ORDER BY T2.section_name
SELECT T1.semester_id , T2.student_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.semester_id ORDER BY count(*) ASC LIMIT 1
SELECT T1.semester_id , T1.student_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.semester_id ORDER BY count(*) ASC LIMIT 1
SELECT department_name FROM departments WHERE department_name LIKE '%Computer%'
SELECT department_name FROM Departments WHERE department_name LIKE '%Computer%'
SELECT first_name , middle_name , last_name FROM Degree_Programs WHERE semester_id = (SELECT semester_id FROM Students)
SELECT T1.first_name , T1.middle_name , T1.last_name , T2.date_first_registered FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN Transcript_Contents AS T3 ON T2.transcript_id = T3.transcript_id WHERE T3.semester_id = 2
SELECT first_name , middle_name , last_name FROM Degree_Programs
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id
SELECT T1.degree_summary_name FROM Degree_Programs AS T1 JOIN Student_Enrolment AS T2 ON T1.degree_program_id = T2.degree_program_id GROUP BY T1.degree_summary_name ORDER BY count(*) ASC LIMIT 1
SELECT degree_summary_name FROM Degree_Programs GROUP BY degree_summary_name ORDER BY count(*) ASC LIMIT 1
SELECT T1.id , T1.summary_id FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.id ORDER BY count(*) ASC LIMIT 1
SELECT degree_program_id , degree_summary_name FROM Degree_Programs GROUP BY degree_program_id ORDER BY count(*) ASC LIMIT 1
SELECT T1.student_id , T1.first_name , T1.middle_name , T1.last_name , count(*) FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id ORDER BY count(*) ASC LIMIT 1
SELECT first_name , middle_name , last_name , date_first_registered FROM Student_Enrolment WHERE enrollment_id = (SELECT enrollment_id FROM Student_Enrolment_Courses GROUP BY enrollment_id ORDER BY count(*) ASC LIMIT 1)
SELECT T1.semester_name FROM Students AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id JOIN Transcript_Contents AS T3 ON T2.transcript_id = T3.transcript_id WHERE T3.semester_id != "0"
SELECT semester_id FROM semesters WHERE semester_name NOT IN (SELECT semester_id FROM student_enrolment_courses)
SELECT course_name FROM courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM enrollments)
SELECT course_name FROM courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM enrollments WHERE enrolled_student_details = 1)
SELECT course_name FROM Course GROUP BY course_name ORDER BY count(*) ASC LIMIT 1
SELECT course_name FROM Course GROUP BY course_name ORDER BY count(*) ASC LIMIT 1
SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.state_province_county = "North Carolina" INTERSECT SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.state_province_county = "North Carolina"
SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "North Carolina" INTERSECT SELECT T1.last_name FROM Students AS T1 JOIN Degree_Programs AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "North Carolina"
SELECT date_first_registered , id FROM Transcript_Contents WHERE student_course_id = (SELECT student_id FROM Transcript_Contents WHERE course_id = (SELECT course_id FROM Transcript_Contents WHERE date_first_registered = '2022-01-01'))
SELECT date_first_registered , id FROM Transcript_Contents WHERE course_id = (SELECT course_id FROM Transcript_contents WHERE course_name = "Transcripts")
SELECT phone_number FROM Addresses WHERE first_name = "Timmothy" AND last_name = "Ward"
SELECT T1.mobile_phone_number FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_id = T2.student_id WHERE T2.student_name = "Timmothy Ward"
SELECT first_name , middle_name , last_name FROM Students GROUP BY first_name , middle_name
SELECT first_name , middle_name , last_name FROM Students WHERE student_id = (SELECT student_id FROM Students WHERE first_name = "John" AND middle_name = "John" AND last_name = "John")
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Addresses AS T1 JOIN Courses AS T2 ON T1.address_id = T2.address_id WHERE T2.graduate_date = "2023-01-01"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Addresses AS T1 JOIN Course_Enrolment AS T2 ON T1.address_id = T2.address_id WHERE T2.degree_program_id = "Addresses"
SELECT T1.first_name FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id WHERE T2.current_address_id = (SELECT T1.address_id FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id WHERE T2.current_address_id = (SELECT T1.address_id FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.
SELECT T1.first_name FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id WHERE T2.permanent_address_id != T1.permanent_address_id
SELECT address_id , count(*) FROM Addresses GROUP BY address_id ORDER BY count(*) ASC LIMIT 1
SELECT address_id , line_1 , line_2 FROM Addresses GROUP BY address_id ORDER BY count(*) ASC LIMIT 1
SELECT date_first_registered FROM Transcript_Contents
SELECT avg(transcript_date) FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE date_first_registered = '2022-01-01'
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE transcript_id = (SELECT transcript_id FROM Transcript_Contents WHERE transcript_date = '2023-01-01')
SELECT count(*) FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT T1.date_last_transcript_release_date FROM Transcript_contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T2.transcript_date = "Last"
SELECT T1.date_last_transcript FROM Transcript_Contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T2.transcript_date = "2023-01-01"
SELECT count(*) FROM Transcript_Contents WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Transcript_Contents WHERE course_id = (SELECT course_id FROM Transcript_Contents WHERE transcript_id = (SELECT transcript_id FROM Transcript_Contents WHERE transcript_id = (SELECT transcript_id FROM Transcript_Contents WHERE transcript_id = (SELECT transcript_id FROM Transcript_Contents WHERE transcript_id = (SELECT transcript_id FROM Transcript_Contents WHERE transcript_id = (SELECT
SELECT max(T1.course_id) , T1.course_name FROM Transcript_contents AS T1 JOIN Student_Enrolment AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.course_id ORDER BY count(*) ASC LIMIT 1
SELECT T1.date_first_registered FROM Transcript_Contents AS T1 JOIN Transcript AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.transcript_id HAVING count(*) < (SELECT count(*) FROM Transcript_contents)
SELECT date_first_registered , id FROM Transcript_Contents WHERE transcript_id < count(*)
SELECT semester_id FROM enrollments WHERE degree_program_id = (SELECT degree_program_id FROM enrollments WHERE student_id = (SELECT student_id FROM enrollments_with_master_student_enrolment WHERE student_enrolment_id = (SELECT student_enrolment_id FROM enrollments_with_bachelor_student_enrolment WHERE student_enrolment_id = (SELECT student_enrolment_id FROM enrollments_with_bachelor_student_enrolment WHERE student_enrolment_id
SELECT semester_id FROM Semesters WHERE degree_program_id = (SELECT degree_program_id FROM Student_Enrolment_Courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Student_Enrolment_Courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Student_Enrolment_Courses WHERE student_enrolment_id = (SELECT student_enrolment_id FROM Student_Enrolment_Courses WHERE student_enrolment_id
SELECT count(*) FROM Addresses WHERE current_address_details = 1
SELECT address_id FROM Addresses WHERE student_enrolment_id = 1
SELECT T1.student_details FROM Student_Enrolment AS T1 JOIN Transcript_Contents AS T2 ON T1.student_id = T2.student_id ORDER BY T2.student_details
SELECT other_details FROM Student_Enrolment_Courses ORDER BY date_left
SELECT section_id FROM sections
SELECT T1.section_description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id WHERE T2.section_name = "section_name"
SELECT T1.first_name FROM Students AS T1 JOIN Students_Enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" OR T2.cell_mobile_number = "09700166582"
SELECT T1.first_name FROM Students AS T1 JOIN Addresses AS T2 ON T1.address_id = T2.address_id WHERE T2.country = "Haiti" ORDER BY T2.zip_postcode LIMIT 1
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.Title
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T1.Title ASC
SELECT directed_by FROM cartoon WHERE directed_by = "Ben Jones"
SELECT T1.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Directed_by = "Ben Jones"
SELECT count(*) FROM Cartoon WHERE Directed_by = "Joseph Kuhr"
SELECT count(*) FROM carto WHERE directed_by = "Joseph Kuhr"
SELECT T2.Title , T1.Directed_by FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T2.air_date
SELECT T1.Title , T2.Directed_by FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T2.air_date
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.Directed_by = "Ben Jones" OR T1.Original_air_date = "2018-04-01"
SELECT T2.Title FROM Cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T1.Directed_by = "Ben Jones" OR T1.Directed_by = "Brandon Vietti"
SELECT Country , count(*) FROM TV_channel GROUP BY Country
SELECT Country FROM TV_channel GROUP BY Country ORDER BY count(*) ASC LIMIT 1
SELECT count(DISTINCT T1.series_name) , T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT count(DISTINCT T1.series_name) , T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT T1.content FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.series_name = "Sky Radio"
SELECT T1.content FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.id WHERE T2.series_name = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Country = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT count(*) FROM TV_channel WHERE Country = "English"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "english"
SELECT LOCATION , COUNT(*) FROM TV_channel GROUP BY LOCATION ORDER BY COUNT(*) ASC LIMIT 1
SELECT LOCATION , COUNT(*) FROM TV_channel GROUP BY LOCATION
SELECT LANGUAGE , count(*) FROM TV_channel GROUP BY LANGUAGE
SELECT LANGUAGE FROM TV_channel GROUP BY LANGUAGE
SELECT T1.series_name FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Title = "The Rise of the Blue Beetle!"
SELECT T1.series_name FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "The Rise of the Blue Beetle"
SELECT T2.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id WHERE T1.series_name = "Sky Radio"
SELECT T2.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id WHERE T1.series_name = "Sky Radio"
SELECT T1.Episode FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.Rating
SELECT T1.Episode FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id ORDER BY Rating
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY T2.Rating DESC LIMIT 3
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) ASC LIMIT 3
SELECT min(Share) , max(Share) FROM TV_series
SELECT max(Pixel_aspect_ratio_PAR) , min(Pixel_aspect_ratio_PAR) FROM TV_series GROUP BY Pixel_aspect_ratio_PAR ORDER BY count(*) ASC LIMIT 1
SELECT Hight_definition_TV FROM TV_series WHERE Title = "A Love of a Lifetime"
SELECT Hight_definition_TV FROM TV_series WHERE Title = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Title = "A Love of a Lifetime"
SELECT T1.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "A Love of a Lifetime"
SELECT T1.series_name FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.id WHERE T2.title = "A Love of a Lifetime"
SELECT T1.Episode FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.id WHERE T2.series_name = "Sky Radio"
SELECT episode FROM TV_series WHERE title = "Sky Radio"
SELECT directed_by FROM TV_series GROUP BY directed_by
SELECT DISTINCT directed_by FROM TV_series GROUP BY directed_by
SELECT Production_code , Channel FROM TV_series GROUP BY Channel ORDER BY count(*) ASC LIMIT 1
SELECT Channel , Production_code FROM TV_series GROUP BY Production_code ORDER BY count(*) ASC LIMIT 1
SELECT Package_option , T1.id FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Country = "USA"
SELECT Package_Option , Package_Name FROM TV_channel WHERE Country = "TV_Channel" INTERSECT SELECT Package_Option , Package_Name FROM TV_series WHERE Country = "TV_channel"
SELECT Country FROM TV_channels WHERE Directed_by = "Todd Casey"
SELECT Country FROM TV_series WHERE Directed_by = "Todd Casey"
SELECT Country FROM TV_channels WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_series)
SELECT Country FROM TV_series WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_channel WHERE Channel != "Todd Casey")
SELECT T1.series_name , T1.country FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" INTERSECT SELECT T1.series_name , T1.country FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Michael Chang"
SELECT T1.series_name , T1.country FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT Pixel_aspect_ratio_PAR , Country FROM TV_channel WHERE LANGUAGE != "english"
SELECT Pixel_aspect_ratio_PAR , Country FROM TV_channels WHERE LANGUAGE != "english"
SELECT id FROM TV_channel WHERE Country = "USA" INTERSECT SELECT id FROM TV_channel WHERE Country = "Canada"
SELECT channel FROM TV_channel GROUP BY channel HAVING count(*) > 2
SELECT id FROM TV_channel WHERE directed_by = "Ben Jones"
SELECT channel FROM TV_channels WHERE directed_by = "Ben Jones"
SELECT Package_Option FROM TV_channel WHERE Channel NOT IN (SELECT Channel FROM TV_channel.id WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_channel))
SELECT Package_Option FROM TV_channel WHERE Channel NOT IN (SELECT Channel FROM TV_channel.id WHERE Directed_by NOT IN (SELECT Directed_by FROM TV_channel))
SELECT count(*) FROM poker_player
SELECT count(*) FROM poker_player
SELECT Earnings FROM p_player ORDER BY Earnings DESC
SELECT Earnings FROM poker_player ORDER BY Earnings DESC
SELECT Final_Table_Made , Best_Finish FROM poker_player GROUP BY Final_Table_Made ORDER BY COUNT(*) DESC LIMIT 1
SELECT Final_Table_Made , Best_Finish FROM poker_player GROUP BY Final_Table_Made ORDER BY COUNT(*) DESC LIMIT 1
SELECT avg(Earnings) FROM poker_player
SELECT avg(Earnings) FROM poker_player
SELECT T1.Money_Rank FROM poker_player AS T1 JOIN poker_player_results AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Money_Rank FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Money_Rank DESC LIMIT 1
SELECT max(Final_Table_Made) FROM poker_player WHERE Earnings < 200000
SELECT max(Final_Table_Made) FROM poker_player WHERE Earnings < 200000
SELECT Name FROM poker_player
SELECT Name FROM p_player
SELECT Name FROM poker_player WHERE Earnings > 300000
SELECT Name FROM poker_player WHERE Earnings > 300000
SELECT Name FROM poker_player ORDER BY Final_Table_Made ASC
SELECT Name FROM p_player ORDER BY Final_Table_Made ASC
SELECT Birth_Date FROM p_player WHERE Earnings = (SELECT avg(Earnings) FROM p_player WHERE Nationality = 'Poker_Player')
SELECT Birth_Date FROM poker_player WHERE Earnings < (SELECT avg(Earnings) FROM poker_player)
SELECT T1.Money_Rank FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Height = (SELECT max(Height) FROM poker_player)
SELECT T1.Money_Rank FROM p_player AS T1 JOIN p_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.Height ORDER BY T2.Money_Rank ASC LIMIT 1
SELECT avg(Earnings) FROM porter_player WHERE Height > 200
SELECT avg(Earnings) FROM porter_player WHERE Height > 200
SELECT Name FROM poker_player ORDER BY Earnings DESC
SELECT Name FROM poker_player ORDER BY Earnings DESC
SELECT Nationality , COUNT(*) FROM people GROUP BY Nationality
SELECT Nationality , COUNT(*) FROM people GROUP BY Nationality
SELECT Nationality FROM people GROUP BY Nationality ORDER BY count(*) ASC LIMIT 1
SELECT Nationality FROM people GROUP BY Nationality ORDER BY count(*) ASC LIMIT 1
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
SELECT contestant_number , contestant_name FROM contestanTS ORDER BY contestant_name
SELECT phone_number , state FROM VOTES GROUP BY phone_number
SELECT max(area_code) , min(area_code) FROM AREA_CODE_STATE
SELECT created FROM VOTES WHERE state = 'CA'
SELECT T1.name FROM contestant AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number WHERE T2.name != 'Jessie Alloway'
SELECT DISTINCT state , created FROM VOTES GROUP BY state
SELECT T1.contestant_number , T1.contestant_name FROM VOTES AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T2.contestant_number HAVING COUNT(*) >= 2
SELECT contestant_number , contestant_name FROM VOTES GROUP BY contestant_number ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM VOTES WHERE state = 'NY' OR state = 'CA'
SELECT count(*) FROM VOTES WHERE contestant_number NOT IN (SELECT contestant_number FROM contestans)
SELECT T1.area_code FROM VOTES AS T1 JOIN AREA_CODE_STATE AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T2.contestant_number ORDER BY count(*) DESC LIMIT 1
SELECT created , state , phone_number FROM VOTES WHERE contestant_name = 'Tabatha Gehling'
SELECT T1.area_code FROM VOTES AS T1 JOIN CONTESTANTS AS T2 ON T1.contestant_number = T2.contestant_number JOIN VOTES AS T3 ON T2.contestant_number = T3.contestant_number WHERE T3.contestant_name = 'Tabatha Gehling' AND T3.contestant_number = 'Kelly Clauss'
SELECT T1.contestant_name FROM VOTES AS T1 JOIN contestants AS T2 ON T1.contestant_number = T2.contestant_number WHERE T2.name LIKE '%Al%'
SELECT Name FROM country WHERE IsOfficial = 'independent' INTERSECT SELECT Name FROM country WHERE IsOfficial = 'independent' ORDER BY Population DESC LIMIT 1
SELECT Name FROM country WHERE BirthDate > 1950
SELECT count(*) FROM countrylanguage WHERE GovernmentForm = "republic"
SELECT count(*) FROM countrylanguage WHERE GovernmentForm = "Republican"
SELECT sum(LocalName) FROM country WHERE Region = "Caribbean"
SELECT sum(LocalName) FROM country WHERE NationalName = "Carribean"
SELECT Continent FROM country WHERE Continent = "Anguilla"
SELECT Continent FROM country WHERE NationalName = "Anguilla"
SELECT Region FROM city WHERE Name = "Kabul"
SELECT Region FROM city WHERE Name = "Kabul"
SELECT Language FROM country WHERE Population = (SELECT Population FROM countrylanguage WHERE CountryCode = "Aruba")
SELECT Language FROM country WHERE CountryCode = "Aruba"
SELECT Population , LifeExpectancy FROM country WHERE CountryCode = "Brazil"
SELECT Population , LifeExpectancy FROM country WHERE Name = "Brazil"
SELECT Region , Population FROM country WHERE NationalName = "Angola"
SELECT Region , Population FROM country WHERE NationalName = "Angola"
SELECT avg(GNP) FROM country WHERE Region = "Central Africa"
SELECT avg(LifeExpectancy) FROM country WHERE NationalName = "Central Africa"
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.lifeExpectancy < (SELECT min(lifeExpectancy) FROM country)
SELECT T1.name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.lifeExpectancy < (SELECT min(lifeExpectancy) FROM country)
SELECT Population , MAX(GNP) FROM country WHERE CountryCode = "Asia"
SELECT Population , GNPOld FROM country WHERE GNPOld > (SELECT max(GNPOld) FROM country)
SELECT avg(LifeExpectancy) FROM city WHERE NationalName = "Republican"
SELECT avg(LifeExpectancy) FROM country WHERE NationalName = "Africa" INTERSECT SELECT avg(LifeExpectancy) FROM country WHERE NationalName = "Africa" INTERSECT SELECT avg(LifeExpectancy) FROM country WHERE NationalName = "Africa"
SELECT sum(SurfaceArea) FROM country WHERE Continent = "Asia" INTERSECT SELECT sum(SurfaceArea) FROM country WHERE Continent = "Europe"
SELECT sum(T2.SurfaceArea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code WHERE T1.District = "Asia" OR T1.District = "Europe"
SELECT count(*) FROM city WHERE District = "Gelderland"
SELECT sum(Population) FROM city WHERE District = "Gelderland"
SELECT GNP , T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code WHERE T2.GNP = (SELECT avg(GNP) FROM country)
SELECT GNP , TotalPopulation FROM country WHERE NationalName = "US"
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage GROUP BY countrycode
SELECT T1.GnP FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.GnP = "Africa"
SELECT count(DISTINCT T1.GNP) FROM countrylanguage AS T1 JOIN city AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode
SELECT sum(GNI) FROM countrylanguage
SELECT count(*) FROM countrylanguage WHERE countrycode = "Aruba"
SELECT count(*) FROM countrylanguage WHERE countrycode = "Afghanistan"
SELECT COUNT(*) FROM countrylanguage WHERE NationalName = "Afghanistan"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) ASC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY COUNT(*) DESC LIMIT 1
SELECT Continent FROM country WHERE Population = (SELECT max(Population) FROM countrylanguage)
SELECT Continent FROM country WHERE Continent = "Europe" GROUP BY Continent ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM country WHERE NationalName = "English" INTERSECT SELECT count(*) FROM country WHERE NationalName = "Dutch"
SELECT count(*) FROM country WHERE Nationality = "english" INTERSECT SELECT count(*) FROM country WHERE Nationality = "deutsch"
SELECT Name FROM country WHERE NationalName = "English" INTERSECT SELECT Name FROM country WHERE NationalName = "French"
SELECT Name FROM country WHERE NationalName = "english" INTERSECT SELECT Name FROM country WHERE NationalName = "french"
SELECT Name FROM country WHERE Official = "English" INTERSECT SELECT Name FROM country WHERE Official = "French"
SELECT Name FROM country WHERE Official = "english" INTERSECT SELECT Name FROM country WHERE Official = "french"
SELECT count(*) FROM country WHERE Continent = "Chinese"
SELECT count(*) FROM country WHERE Continent = "China"
SELECT Region FROM country WHERE NationalName = "english" OR NationalName = "deutsch"
SELECT Region FROM country WHERE NationalName = "Dutch" OR NationalName = "English"
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Language = "english" OR T2.Language = "deutsch"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Language = "english" OR T2.Language = "deutsch"
SELECT Language FROM country WHERE Population > (SELECT max(Population) FROM country)
SELECT LANGUAGE FROM country WHERE Population > (SELECT count(*) FROM countrylanguage)
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.IsOfficial = "Republic"
SELECT DISTINCT T1.Name FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.ID GROUP BY T1.Name ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Population FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.ID GROUP BY T1.Population ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name , Population , LifeExpectancy FROM country WHERE NationalName = "Asian" ORDER BY NationalName ASC LIMIT 1
SELECT Name , Population , LifeExpectancy FROM country WHERE Continent = "Asia"
SELECT avg(GND) FROM country WHERE T1.Language != "english"
SELECT avg(GNP) FROM countrylanguage WHERE isofficial != "english"
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T1.name = "english"
SELECT count(*) FROM country WHERE CountryCode != "english"
SELECT Official FROM country WHERE HeadOfState = "Beatrix"
SELECT T1.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.HeadOfState = "Beatrix"
SELECT count(*) FROM country WHERE isofficial > 1930
SELECT count(*) FROM country WHERE IsOfficial > 1930
SELECT CountryCode FROM country WHERE SurfaceArea > (SELECT max(SurfaceArea) FROM country)
SELECT CountryCode , Area FROM country WHERE Area > (SELECT avg(Area) FROM country)
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population < (SELECT min(Population) FROM country WHERE T2.CountryCode = "Asia")
SELECT CountryCode , Population FROM country WHERE Population < (SELECT min(Population) FROM country)
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population > (SELECT max(Population) FROM country)
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population > (SELECT max(Population) FROM country)
SELECT CountryCode FROM country WHERE CountryCode NOT IN (SELECT CountryCode FROM countrylanguage)
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Language = "english"
SELECT CountryCode FROM country WHERE Language != "english"
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Language != "english"
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.isofficial = 'Republic' INTERSECT SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.isofficial = 'English'
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.GNP = 0.GPOld AND T2.IsOfficial = "English" AND T2.Name = "Republics"
SELECT DISTINCT Name FROM city WHERE NationalName NOT IN (SELECT NationalName FROM countrylanguage)
SELECT Name FROM city WHERE English != "English"
SELECT DISTINCT Name FROM city WHERE T1.CountryCode = "Chinese"
SELECT DISTINCT Name FROM city WHERE CountryCode = "Asia" INTERSECT SELECT DISTINCT Name FROM city WHERE CountryCode = "China"
SELECT Name , Independence , SurfaceArea FROM country WHERE Population < (SELECT min(Population) FROM country)
SELECT Name , YEAR , SurfaceArea FROM country WHERE Population < (SELECT YEAR FROM country WHERE CountryCode = "countrylanguage")
SELECT Population , Name , Leader FROM country WHERE Area > (SELECT max(Area) FROM country)
SELECT Name , Population , HeadOfState FROM country WHERE Area > (SELECT max(Area) FROM country)
SELECT Name , Population FROM country WHERE GNP > 3 GROUP BY Name
SELECT Name FROM country WHERE Population > 2 GROUP BY Name ORDER BY Population DESC LIMIT 1
SELECT count(*) , District FROM city GROUP BY District ORDER BY Population DESC LIMIT 1
SELECT count(*) , DISTINCT District FROM city GROUP BY District
SELECT T1.GovernmentForm , sum(T1.Population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code GROUP BY T1.GovernmentForm ORDER BY avg(T1.Population) DESC LIMIT 1
SELECT T1.GNP , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code GROUP BY T1.GNP ORDER BY COUNT(*) DESC LIMIT 1
SELECT avg(LifeExpectancy) , sum(Population) FROM country WHERE LifeExpectancy < 72
SELECT T1.District , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.District
SELECT Name , Area FROM country ORDER BY NationalName ASC LIMIT 5
SELECT Name , Population FROM country GROUP BY Name ORDER BY Population DESC LIMIT 5
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT Name FROM country WHERE Population < (SELECT min(Population) FROM country)
SELECT Name FROM country WHERE Population < (SELECT count(*) FROM countrylanguage)
SELECT count(*) FROM country WHERE CountryCode = "Asia"
SELECT count(*) FROM country WHERE CountryCode = "Asia"
SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent = "Europe" INTERSECT SELECT Name FROM country WHERE Continent =
SELECT Name FROM country WHERE Population = 80000 GROUP BY Name ORDER BY Population DESC LIMIT 1
SELECT sum(Population) , avg(Area) FROM country WHERE Area > 3000
SELECT sum(Population) , avg(SurfaceArea) FROM country WHERE SurfaceArea > 3000
SELECT T1.Name FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.ID WHERE T2.Population < 160000 OR T2.Population > 900000
SELECT Name FROM city WHERE Population < 160000 INTERSECT SELECT Name FROM city WHERE Population > 900000
SELECT LANGUAGE FROM country WHERE Population > (SELECT max(Population) FROM country)
SELECT LANGUAGE FROM country WHERE CountryCode = "USA" ORDER BY Percentage DESC LIMIT 1
SELECT T1.Language , COUNT(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY COUNT(*) ORDER BY Percentage ASC
SELECT CountryCode , Population FROM country WHERE Population > (SELECT avg(Population) FROM country) GROUP BY Population ORDER BY Percentage DESC LIMIT 1
SELECT sum(T2.population) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Code GROUP BY T1.population ORDER BY T2.percentage DESC LIMIT 1
SELECT count(*) FROM country WHERE Language = "Spanish"
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code2 = T2.code GROUP BY T2.code ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.language = "Spanish"
SELECT count(*) FROM conductor
SELECT count(*) FROM conductor
SELECT Name FROM conductor ORDER BY Age ASC
SELECT Name FROM conductor ORDER BY Age
SELECT Name FROM conductor WHERE Nationality != "USA"
SELECT Name FROM conductor WHERE Nationality != "USA"
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Year_of_Founded DESC
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID ORDER BY T2.Year_of_Founded
SELECT avg(T1.T1.T2.T3) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID
SELECT avg(T1.T1.T2.T3) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Type ORDER BY T2.Share ASC LIMIT 1, T2.Share
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Type = "Live final"
SELECT count(DISTINCT Nationality) FROM conductor
SELECT count(DISTINCT Nationality) FROM conductor
SELECT Name FROM conductor ORDER BY YEAR_of_Work DESC
SELECT Name FROM conductor ORDER BY Nationality ASC
SELECT Name FROM conductor GROUP BY YEAR_OF_WORK ORDER BY count(*) ASC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN show AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Years_of_Work ORDER BY count(*) ASC LIMIT 1
SELECT Name , Nationality FROM conductor ORDER BY Nationality
SELECT Name , Nationality FROM conductor WHERE Nationality = "Conductor" AND Name = "Orchestra"
SELECT Name FROM conductor GROUP BY Nationality ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM conductor GROUP BY Nationality HAVING COUNT(*) > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) ASC LIMIT 1
SELECT Name FROM conductor GROUP BY Nationality ORDER BY count(*) ASC LIMIT 1
SELECT Name FROM conductor WHERE Nationality = "Conductor" INTERSECT SELECT Name FROM conductor WHERE Nationality = "Orchestra" INTERSECT SELECT Name FROM conductor WHERE Nationality = "Performance" INTERSECT SELECT Name FROM conductor WHERE Nationality = "Performance" INTERSECT SELECT Name FROM conductor WHERE Nationality = "Conductor" INTERSECT SELECT Name FROM conductor WHERE Nationality = "Performance" INTERSECT SELECT Name FROM conductor WHERE Nationality = "Conductor" INTERSECT SELECT Name FROM conductor WHERE Nationality = "
SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Orchestra' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Performance' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Performance' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Performance' INTERSECT SELECT Name FROM conductor WHERE Nationality = 'Conductor' INTERSECT SELECT Name FROM conductor WHERE Nationality = '
SELECT T1.Name , COUNT(*) FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Name
SELECT count(*) , Major_Record_Format FROM conductor GROUP BY Major_Record_Format
SELECT T1.Record_Company , T1.Year_of_Founded FROM orchestra AS T1 JOIN performance AS T2 ON T1.Orchestra_ID = T2.Orchestra_ID ORDER BY count(*) ASC
SELECT Major_Record_Format FROM orchestra ORDER BY Frequency
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Conductor_ID ORDER BY count(*) ASC LIMIT 1
SELECT Record_Company FROM conductor GROUP BY Record_Company ORDER BY count(*) ASC LIMIT 1
SELECT Name FROM conductor WHERE Orchestra_ID NOT IN (SELECT Orchestra_ID FROM performance)
SELECT Orchestra_ID FROM performance WHERE Performance_ID NOT IN (SELECT Performance_ID FROM show)
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003 INTERSECT SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003
SELECT T1.Record_Company FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003 INTERSECT SELECT T1.Record_Company FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 2003
SELECT count(*) FROM orchestra WHERE Record_Company = "CD" OR Record_Company = "DVD"
SELECT count(*) FROM orchestra WHERE Record_Company = "CD" OR Record_Company = "DVD"
SELECT YEAR_OF_FIRST_PRESIDENCE FROM orchestra WHERE YEAR_OF_FIRST_PRESIDENCE > (SELECT YEAR_OF_FIRST_PRESIDENCE FROM performance WHERE Type = 'official_ratings_multiples')
SELECT YEAR_OF_FIRST_PRESENTATION FROM orchestra WHERE YEAR_OF_FIRST_PRESENTATION > 1
SELECT count(*) FROM Highschooler
SELECT count(*) FROM Highschooler
SELECT name , grade FROM Highschooler GROUP BY name
SELECT name , grade FROM Highschooler GROUP BY name
SELECT grade FROM Highschooler
SELECT grade FROM Highschooler GROUP BY grade
SELECT grade FROM Highschooler WHERE student_id = (SELECT student_id FROM FRIEND WHERE student_id = Kyle)
SELECT grade FROM Highschooler WHERE name = "Kyle"
SELECT name FROM Highschooler WHERE grade = 10
SELECT name FROM Highschooler WHERE grade = 10
SELECT T1.id FROM Highschooler AS T1 JOIN FRIEND AS T2 ON T1.id = T2.id WHERE T2.name = "Kyle"
SELECT student_id FROM Highschooler WHERE student_id = Kyle
SELECT count(*) FROM Highschooler WHERE grade = 9 OR grade = 10
SELECT count(*) FROM Highschooler WHERE grade = 9 OR grade = 10
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT grade FROM Highschooler GROUP BY grade ORDER BY count(*) ASC LIMIT 1
SELECT grade FROM Highschooler GROUP BY grade ORDER BY count(*) ASC LIMIT 1
SELECT grade FROM Highschooler WHERE grade >= 4
SELECT grade FROM Highschooler GROUP BY grade HAVING count(*) > 4
SELECT student_id , count(*) FROM Highschooler GROUP BY student_id
SELECT count(*) , student_id FROM Highschooler GROUP BY student_id
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) ASC LIMIT 1
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) ASC LIMIT 1
SELECT name FROM Highschooler GROUP BY name HAVING count(*) >= 3
SELECT name FROM Highschooler GROUP BY count(*) HAVING count(*) >= 3
SELECT name FROM Highschooler WHERE student_id = (SELECT student_id FROM Highschooler WHERE name = 'Kyle')
SELECT name FROM Highschooler WHERE student_id = (SELECT student_id FROM Highschooler WHERE name = 'Kyle')
SELECT count(*) FROM Highschooler WHERE student_id = (SELECT student_id FROM Highschooler WHERE name = 'Kyle')
SELECT count(*) FROM Highschooler WHERE student_id = 1
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT student_id FROM Highschooler WHERE friend_id = (SELECT friend_id FROM Likes WHERE liked_id = 1)
SELECT student_id FROM Highschooler JOIN FRIEND ON Highschooler.ID = Highschooler.ID JOIN Likes ON Highschooler.ID = Highschooler.ID WHERE liked_id = 1
SELECT name FROM Highschooler JOIN Likes ON Highschooler.ID = (SELECT student_id FROM Friend WHERE student_id = (SELECT student_id FROM Highschooler WHERE liked_id = (SELECT liked_id FROM Friend)))
SELECT name FROM Highschooler JOIN Likes ON Highschooler.ID = Highschooler.ID JOIN Friend ON Friend.ID = Highschooler.ID WHERE liked_id = (SELECT liked_id FROM Friend GROUP BY liked_id)
SELECT count(DISTINCT student_id) , name FROM Highschooler GROUP BY student_id
SELECT T1.name , count(*) FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T1.id
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) ASC LIMIT 1
SELECT T1.name FROM Highschooler AS T1 JOIN Likes AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler WHERE liked_id = 2
SELECT name FROM Highschooler WHERE liked_id = 2 OR liked_id > 1
SELECT name FROM Highschooler WHERE grade > 5 AND friends > 2
SELECT name FROM Highschooler WHERE grade > 5 AND friends >= 2
SELECT count(*) FROM Highschooler WHERE student_id = (SELECT student_id FROM Likes WHERE student_id = 1)
SELECT count(*) FROM Highschooler WHERE name = "Kyle"
SELECT avg(grade) FROM Highschooler GROUP BY student_id HAVING count(*) >= 1
SELECT avg(grade) FROM Highschooler GROUP BY student_id HAVING COUNT(*) = 1
SELECT min(grade) FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT grade FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM Friend)
SELECT state FROM Owners WHERE city = "USA" INTERSECT SELECT state FROM Professionals WHERE city = "USA"
SELECT state FROM Owners WHERE owner_id = (SELECT owner_id FROM Professionals WHERE home_phone = '123456789')
SELECT avg(date_of_treatment) FROM Dogs GROUP BY date_of_treatment
SELECT avg(date_of_treatment) FROM treatments
SELECT T1.name , T1.last_name , T1.city FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT T1.last_name , T1.city , T1.state FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.state ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Dogs WHERE cost_of_treatment > 1000
SELECT name FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Treatment_types WHERE cost_of_treatment > 1000)
SELECT T1.first_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Owners" ORDER BY count(*) DESC LIMIT 1
SELECT T1.first_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Owners" ORDER BY count(*) ASC LIMIT 1
SELECT professional_id , role_code , email FROM professionals WHERE role_code NOT IN (SELECT role_code FROM treatments)
SELECT DISTINCT professional_id , role_code , email_address FROM Professionals WHERE DISTINCT DISTINCT T1.professionals_id NOT IN (SELECT DISTINCT T1.professionals_id FROM Professionals AS T1 JOIN Treatment_Types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.treatment_type_name = 'No treatment' )
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) ASC LIMIT 1
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.professionals_id , T1.role_code , T1.first_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id GROUP BY T1.professionals_id HAVING count(*) >= 2
SELECT DISTINCT T1.professionals , T1.role_code , T1.first_name FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals = T2.professionals GROUP BY T1.professionals ORDER BY count(*) DESC LIMIT 1
SELECT breed_name FROM breeds GROUP BY breed_name ORDER BY count(*) ASC LIMIT 1
SELECT breed_name FROM dogs GROUP BY breed_name ORDER BY count(*) ASC LIMIT 1
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT treatment_type_code FROM Treatment_Types WHERE cost_of_treatment < (SELECT min(cost_of_treatment) FROM Treatment_types)
SELECT treatment_type_code FROM Treatment_Types WHERE cost_of_treatment = (SELECT min(cost_of_treatment) FROM Treatment_types)
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT professional_id , cell_number FROM Professionals GROUP BY professional_id HAVING count(*) >= 2
SELECT DISTINCT T1.professionals_id , T1.cell_number FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code HAVING count(*) >= 2
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatment_types)
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.treatment_amount < (SELECT avg(treatment_amount) FROM treatment_types)
SELECT T1.date_of_treatment , T1.first_name FROM Treatment_Types AS T1 JOIN Professionals AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code
SELECT date_of_treatment , first_name FROM treatments GROUP BY first_name
SELECT T1.cost_of_treatment , T1.treatment_type_description FROM Treatment_Types AS T1 JOIN Treatment AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code
SELECT T1.cost_of_treatment , T1.treatment_type_code FROM Treatment_Types AS T1 JOIN Treatment AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code
SELECT T1.first_name , T1.last_name , T1.size_code FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "Mike"
SELECT T1.first_name , T1.last_name , T1.size_code FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = "John"
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id
SELECT T1.name , T2.date_of_treatment FROM Owners AS T1 JOIN Treatment_Types AS T2 ON T1.owner_id = T2.owner_id WHERE T2.breed_code = "rare"
SELECT name , treatment_type_code FROM Dogs GROUP BY T1.name ORDER BY count(*) ASC LIMIT 1
SELECT T1.first_name , T1.name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "Virginia"
SELECT T1.first_name , T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "Virginia"
SELECT date_of_treatment , date_of_departed FROM Dogs WHERE date_of_treatment = (SELECT date_of_treatment FROM Dogs WHERE dog_id = '1')
SELECT date_of_treatment , date_of_departed FROM Dogs WHERE date_of_treatment = (SELECT date_of_treatment FROM Dogs WHERE dog_id = 'received')
SELECT T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age < (SELECT min(age) FROM Owners)
SELECT T1.last_name FROM Owners AS T1 JOIN Treatment_Types AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age = (SELECT max(age) FROM Owners)
SELECT email_address FROM Professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT email_address FROM Professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT date_of_birth , date_of_departed FROM Dogs WHERE date_of_birth = (SELECT date_of_birth FROM Dogs WHERE owner_id = 'John')
SELECT date_of_birth , date_of_departure FROM Dogs
SELECT count(*) FROM treatments
SELECT count(*) FROM Treatment_types WHERE treatment_type_code = "treatment_type_code"
SELECT count(*) FROM professionals WHERE dog_id = (SELECT DISTINCT T1.dog_id FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.treatment_type_name = 'Dogs' GROUP BY T1.dog_id HAVING count(*) = 1
SELECT count(*) FROM professionals WHERE professional_id = (SELECT professional_id FROM treatments WHERE treatment_type_code = 'treatment_type_code')
SELECT T1.street , T1.city , T1.state FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.professionals = T2.professionals WHERE T2.substring = 'West'
SELECT role_code , street , city , state FROM professionals WHERE city LIKE '%West%'
SELECT T1.first_name , T1.last_name , T1.email_address FROM Owners AS T1 JOIN Treatment_Types AS T2 ON T1.owner_id = T2.owner_id WHERE T2.state = 'North'
SELECT T1.first_name , T1.last_name , T1.email_address FROM Owners AS T1 JOIN Treatment_Types AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = 'North'
SELECT count(*) FROM Dogs WHERE age < (SELECT avg(age) FROM Dogs)
SELECT count(*) FROM Dogs WHERE age < (SELECT avg(age) FROM Dogs)
SELECT T1.treatment_amount FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY count(*) ASC LIMIT 1
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatments)
SELECT count(*) FROM Dogs WHERE dog_id NOT IN (SELECT dog_id FROM Treatment_types)
SELECT count(*) FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Dogs)
SELECT count(*) FROM Owners WHERE owner_id NOT IN (SELECT owner_id FROM Dogs)
SELECT count(*) FROM Professionals WHERE professional_id NOT IN (SELECT professional_id FROM Treatment_types)
SELECT count(*) FROM Professionals WHERE professional_id NOT IN (SELECT professional_id FROM Dogs)
SELECT T1.name , T1.age , T1.weight FROM Dogs AS T1 JOIN Owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.adopted = 1
SELECT T1.name , T1.age , T1.weight FROM Dogs AS T1 JOIN Owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.adopted = 1
SELECT avg(age) FROM Dogs
SELECT avg(age) FROM Dogs
SELECT age FROM Dogs WHERE age = (SELECT max(age) FROM Dogs)
SELECT age FROM Dogs WHERE age = (SELECT max(age) FROM Dogs)
SELECT charge_type , amount FROM charges GROUP BY charge_type
SELECT charge_type_code , charge_amount FROM charges GROUP BY charge_type_code
SELECT charge_type_description FROM charges GROUP BY charge_type_code ORDER BY count(*) ASC LIMIT 1
SELECT charge_amount FROM charges GROUP BY charge_type_code ORDER BY count(*) ASC LIMIT 1
SELECT email_address , home_phone FROM Professionals
SELECT email_address , home_phone , cell_number FROM Professionals
SELECT breed_type_code , size_type_code FROM breeds GROUP BY breed_type_code
SELECT breed_type , size_type FROM dogs GROUP BY breed_type
SELECT T1.first_name , T1.treatment_type_description FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.professional_id = T1.professional_id
SELECT T1.first_name , T1.name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.treatment_name = "treatment_type_code"
SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT Name FROM singer ORDER BY Net_Worth_Millions ASC
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Net_Worth_Millions ASC
SELECT Birth_Year , Citizenship FROM singer
SELECT Birth_Year , Citizenship FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Citizenship != "France"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Citizenship != "French"
SELECT Name FROM singer WHERE Birth_Year = 1948 OR Birth_Year = 1949
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = (SELECT Birth_Year FROM singer WHERE Birth_Year = 1948) ORDER BY Birth_Year ASC
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT Citizenship , count(*) FROM singer GROUP BY Citizenship
SELECT count(*) FROM singer GROUP BY Citizenship
SELECT Citizenship FROM singer GROUP BY Citizenship ORDER BY count(*) ASC LIMIT 1
SELECT T1.Citizen FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizen ORDER BY count(*) ASC LIMIT 1
SELECT T1.Citizen , max(T1.Net_Worth_Millions) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizen
SELECT Highest_Position FROM singer GROUP BY Citizenship
SELECT T1.Title , T2.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Sales > 300000
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID HAVING COUNT(*) > 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID HAVING count(*) > 1
SELECT Name , sum(Sales) FROM singer GROUP BY Name
SELECT sum(Sales) FROM singer GROUP BY Name
SELECT Name FROM singer WHERE Singer_ID NOT IN (SELECT Singer_ID FROM song)
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID NOT IN (SELECT T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID NOT IN (SELECT T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer
SELECT Citizenship FROM singer WHERE Birth_Year > 1945 INTERSECT SELECT Citizenship FROM singer WHERE Birth_Year > 1955
SELECT Citizenship FROM singer WHERE Birth_Year > 1945 INTERSECT SELECT Citizenship FROM singer WHERE Birth_Year > 1955
SELECT count(*) FROM Properties
SELECT feature_type_name FROM Ref_Feature_types WHERE feature_type_code = "AirCon"
SELECT property_type_description FROM Properties WHERE property_type_code = "Ref_Feature_Types"
SELECT property_name FROM Properties WHERE room_count > 1
