SELECT count(*) FROM singer
SELECT sum(Singer_ID) FROM singer
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN stadium AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Age < 13
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY age DESC
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT song_name , song_release_year FROM singer
SELECT T1.Name , T1.YEAR FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Age = 1
SELECT Country FROM singer_in_concert WHERE age > 20
SELECT Country FROM singer_in_concert WHERE Age > 20
SELECT Country , count(*) FROM stadium GROUP BY Country
SELECT count(*) FROM singer
SELECT Song_name FROM singer_in_concert ORDER BY avg(Song_release_year) DESC LIMIT 1
SELECT Song_name FROM singer_in_concert WHERE age > (SELECT avg(age) FROM singer)
SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN stadium_capacity AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity > 5000 AND T2.Capacity < 10000
SELECT T1.Location , T1.Name FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Capacity > 5000 AND T2.Name = "Station"
SELECT max(capacity) , avg(stadium_capacity) FROM stadium
SELECT avg(Capacity) , max(Capacity) FROM stadium
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Average = (SELECT avg(T2.Average) FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Highest = 100)
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Average = (SELECT avg(T2.Average) FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Country = "USA")
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT count(*) FROM concert WHERE YEAR = 2014 OR YEAR = 2015
SELECT stadium_name , count(*) FROM stadium
SELECT count(*) FROM stadium
SELECT stadium_name , capacity FROM stadium WHERE year = 2014 ORDER BY capacity DESC LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year > 2013
SELECT YEAR FROM stadium GROUP BY YEAR
SELECT YEAR FROM stadium GROUP BY YEAR
SELECT T1.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id WHERE T2.name = "Stadium"
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Stadium_Name = 'Singer'
SELECT Country FROM singer WHERE age > 40 AND age < 30
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014
SELECT T1.Name , count(*) FROM singer AS T1 JOIN stadium AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T2.Stadium_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Name , count(*) FROM singer AS T1 JOIN stadium AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT singer_name , count(*) FROM singer
SELECT T1.Name , count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT singer_name FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id WHERE T2.year = 2014
SELECT T1.Name FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Year = 2014
SELECT T1.Name , T1.Country FROM singer AS T1 JOIN song_name AS T2 ON T1.Song_Name = T2.Song_Name WHERE T2.Song_release_year = 'Hey'
SELECT T1.Name , T1.Country FROM singer AS T1 JOIN song_name AS T2 ON T1.Name = T2.Stadium_ID WHERE T2.Title = "Hey"
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014 AND T2.Year = 2015
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014 AND T2.Year = 2015
SELECT count(*) FROM stadium WHERE capacity > (SELECT max(capacity) FROM stadium)
SELECT count(*) FROM stadium GROUP BY capacity
SELECT count(*) FROM pets WHERE weight > 10
SELECT count(*) FROM pets WHERE weight > 10
SELECT weight FROM pets ORDER BY pet_age
SELECT T1.weight FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.stuid = "youngest"
SELECT max(weight) , pet_type FROM pets
SELECT max(weight) , type FROM pets
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets WHERE age > 20
SELECT count(*) FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.sex = "female"
SELECT count(*) FROM pets GROUP BY pet_age
SELECT count(DISTINCT pet_type) FROM pets
SELECT count(DISTINCT pet_type) FROM pets
SELECT pet_name FROM Student WHERE pet_type = "cat" OR pet_type = "dog"
SELECT pet_name FROM Student WHERE pet_type = 'cat' OR pet_type = 'dog'
SELECT pet_name FROM pets WHERE pet_type = "cat" AND pet_age = 2
SELECT T1.first_name FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid WHERE T2.pettype = "cats" AND T2.weight = "dogs"
SELECT major , age FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT Major FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT studentid FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT StuID FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT fname , age FROM Student WHERE pet_type = 'dog' OR pet_type = 'cat'
SELECT fname FROM Student WHERE LName = 'dog' OR LName = 'cat'
SELECT pet_type , pet_weight FROM pets
SELECT pet_age , weight FROM pets
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT pet_id , weight FROM pets WHERE age > 1
SELECT avg(age) , max(age) FROM pets
SELECT avg(age) , max(age) FROM pets
SELECT avg(weight) FROM pets
SELECT avg(weight) , pet_type FROM pets
SELECT fname , age FROM Student WHERE pet_age = 1
SELECT T1.stu_name , T1.age FROM Student AS T1 JOIN Pets AS T2 ON T1.stu_id = T2.stu_id WHERE T2.pet_type = "pet"
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT count(*) FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.stuid = "student" AND T2.petid = "student"
SELECT count(*) , StuID FROM Student WHERE PetID = 'pet'
SELECT fname , sex FROM Student WHERE pet_age > 1
SELECT T1.firstname , T1.gender FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid WHERE T2.pettype = "pet" AND T2.weight = 1
SELECT T1.lastname FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.age = 3
SELECT T1.lastname FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.age = 3
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT avg(age) FROM Student
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT continent_id , continent_name , count(*) FROM continents
SELECT continent , name , count(*) FROM continents
SELECT count(*) FROM countries
SELECT count(*) FROM countries
SELECT FullName , Id FROM car_makers
SELECT FullName , Id , count(*) FROM car_makers
SELECT ModelId , Model FROM cars_data WHERE horsepower = min( horsepower )
SELECT Model FROM cars_data WHERE horsepower = (SELECT min(horsepower) FROM cars_data)
SELECT model FROM cars WHERE weight < (SELECT avg(weight) FROM cars)
SELECT Model FROM cars_data WHERE Weight < (SELECT avg(Weight) FROM cars)
SELECT FullName FROM CAR_Makers WHERE Year = 1970
SELECT FullName FROM car_makers WHERE MakeId = "Chrysler"
SELECT make , production_time FROM cars_data WHERE Year = 2018
SELECT maker FROM cars_data WHERE make = "car_makers" ORDER BY make LIMIT 1
SELECT DISTINCT model FROM car_makers WHERE make = '1980'
SELECT FullName FROM CAR_Makers WHERE Year = 1980
SELECT count(*) , continent FROM continents
SELECT FullName , Continent FROM continents
SELECT country FROM countries ORDER BY countryname
SELECT FullName FROM CAR_Makers GROUP BY FullName ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , FullName FROM car_makers
SELECT count(*) , FullName FROM car_makers
SELECT Accelerate FROM car_names WHERE MakeId = "Hornet"
SELECT T1.car_name FROM cars_data AS T1 JOIN car_names AS T2 ON T1.id = T2.car_name WHERE T2.make = "Hornet" AND T2.model = "Sportabout"
SELECT count(*) FROM car_makers
SELECT count(*) FROM CAR_Makers
SELECT count(*) FROM car_models
SELECT count(*) FROM car_models
SELECT avg(mpg) FROM cars_list WHERE MakeId = "4"
SELECT avg(MilesPerGallon) FROM CAR_NAMES
SELECT min(Weight) FROM cars_data WHERE MakeId = "8" AND Cylinders = 1974
SELECT min(Weight) FROM cars_data WHERE MakeId = "Toyota"
SELECT FullName FROM CAR_Makers
SELECT FullName , Model FROM CAR_Makers
SELECT FullName , id FROM CAR_Makers
SELECT FullName , Id FROM CAR_Makers WHERE MakeId = 'Car_makers'
SELECT count(*) FROM cars_data WHERE horsepower > 150
SELECT count(*) FROM cars_data WHERE horsepower > 150
SELECT avg(Weight) FROM cars_data AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id WHERE T2.Make = "Toyota" AND T2.Year = "2020"
SELECT avg(Weight) , YEAR FROM cars_data GROUP BY YEAR
SELECT country FROM countries WHERE country_name = "Europe"
SELECT FullName FROM CAR_Makers WHERE Continent = "Europe"
SELECT max(Hp) , Model FROM cars_list WHERE cyl = 3
SELECT max(Horsepower) FROM model_list WHERE make = "Toyota"
SELECT max(mileage) FROM model_list
SELECT max(mpg) FROM car_models
SELECT avg(Horsepower) FROM cars_data
SELECT avg(Horsepower) FROM cars_data
SELECT avg(edispl) FROM cars_data
SELECT avg(edispl) FROM cars
SELECT max(accelerate) FROM cars
SELECT max(accelerate) FROM cars_data
SELECT model_name FROM cars_list GROUP BY model_name ORDER BY count(*) DESC LIMIT 1
SELECT model_name FROM car_makers GROUP BY model_name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM cars_data WHERE cyl > 4
SELECT count(*) FROM cars_list WHERE Make = "Toyota"
SELECT count(*) FROM cars_data WHERE MakeId = "Toyota"
SELECT count(*) FROM cars_data WHERE make = 'Toyota'
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Make = "American Motor Company"
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Make = "American Motor Company"
SELECT FullName FROM car_makers WHERE Continent = "Europe"
SELECT FullName , Id FROM car_makers WHERE Continent = "Europe"
SELECT FullName FROM car_makers WHERE FullName LIKE "%General Motors%" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName LIKE "%General Motors" OR FullName
SELECT T1.MakeId , T1.FullName FROM car_makers AS T1 JOIN model_list AS T2 ON T1.Id = T2.Model WHERE T2.Weight > 3500
SELECT Year FROM cars_data WHERE MPG < 3000 AND Cylinders > 4000
SELECT Year FROM cars_data WHERE Weight > 4000 AND Weight > 3000
SELECT horsepower FROM cars_data WHERE horsepower = (SELECT max( horsepower) FROM cars)
SELECT max(A) FROM cars_data WHERE horsepower = (SELECT max(A) FROM cars)
SELECT count(*) FROM cars_data WHERE make = "model_list"
SELECT count(*) FROM cars_data WHERE make = 'Vauxhall'
SELECT count(*) FROM cars_data WHERE horsepower > (SELECT max( horsepower) FROM cars)
SELECT count(*) FROM cars_data WHERE horsepower > (SELECT max( horsepower) FROM cars)
SELECT count(*) FROM CAR_Makers WHERE Continent = 'USA'
SELECT count(*) FROM CAR_Makers WHERE Continent = "car_makers"
SELECT count(*) FROM cars_list WHERE cyl > 6
SELECT count(*) FROM cars_list WHERE cyl = 6
SELECT max(Horsepower) FROM cars_data WHERE MakeId = "Ford"
SELECT FullName FROM cars_data WHERE horsepower = (SELECT max( horsepower) FROM cars)
SELECT makeid , makename FROM cars_data WHERE horsepower > 3
SELECT make_id , name FROM cars_data WHERE horsepower < 4
SELECT max(M) FROM cars_data WHERE MakeId = "car_makers" OR FullName = "car_makers" OR Cylinders = 8
SELECT max(mpg) FROM cars_data WHERE MakeId = "car_makers" AND Year > 1980
SELECT ModelId FROM cars_list WHERE FullName = 'Ford Motor Company' OR FullName = 'Ford Motor Company'
SELECT T1.model_name FROM car_makers AS T1 JOIN cars_data AS T2 ON T1.id = T2.car_maker WHERE T2.make = "Ford" AND T2.weight = 3500
SELECT FullName FROM CAR_Makers WHERE Continent != "USA"
SELECT FullName FROM countries WHERE Continent = 'USA'
SELECT id , maker FROM car_makers WHERE make = "car_makers" AND cmin > 2 AND cmax > 3
SELECT id , maker FROM car_makers WHERE make > 2 AND cmin > 3
SELECT id , name FROM countries WHERE country_name = 'fiat' ORDER BY count(*) DESC LIMIT 3
SELECT id , name FROM countries WHERE country = 'car_makers' ORDER BY count(*) DESC LIMIT 3
SELECT Country FROM Airlines WHERE Airline = "JetBlue Airways"
SELECT country FROM jetbluair AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = "Jetblue"
SELECT Abbreviation FROM Airlines WHERE Airline = "JetBlue Airways"
SELECT Abbreviation FROM Airlines WHERE Country = "Jetblue"
SELECT airlineName , abbreviation FROM airlines WHERE country = "USA"
SELECT airlineName , airportAbbrev FROM airlines WHERE country = 'USA'
SELECT AirportName , AirportCode FROM airports WHERE City = "Anthony"
SELECT AirportName , AirportCode FROM airports AS T1 JOIN flights AS T2 ON T1.airportCode = T2.airportCode WHERE T1.city = "Anthony"
SELECT count(*) FROM airlines
SELECT count(*) FROM airlines
SELECT count(*) FROM airports
SELECT count(*) FROM airports
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT airline FROM airlines WHERE abbreviation = 'UAL'
SELECT airline FROM airports WHERE abbreviation = 'UAL'
SELECT count(*) FROM airlines AS T1 JOIN airports AS T2 ON T1.airlineCode = T2.airlineCode WHERE T2.airportName = "USA"
SELECT count(*) FROM airlines
SELECT city , country FROM airports WHERE city = 'Alton'
SELECT city , country FROM airports
SELECT AirportName FROM airports WHERE AirportCode = 'AKO'
SELECT airportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = 'AKO'
SELECT AirportName FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T1.city = 'Aberdeen'
SELECT AirportName FROM airports
SELECT count(*) FROM flights WHERE SourceAirport = 'APG'
SELECT count(*) FROM flights WHERE SourceAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = 'Ato'
SELECT count(*) FROM flights
SELECT count(*) FROM flights WHERE city = 'Aberdeen'
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT count(*) FROM flights WHERE city = 'Aberdeen' AND destination = 'Ashley'
SELECT count(*) FROM flights WHERE city = "Aberdeen"
SELECT count(*) FROM flights WHERE airline = 'JetBlue Airways'
SELECT count(*) FROM airlines
SELECT count(*) FROM flights WHERE SourceAirport = 'ASY'
SELECT count(*) FROM airports ASY
SELECT count(*) FROM flights WHERE SourceAirport = 'AHD'
SELECT count(*) FROM flights
SELECT count(*) FROM airports WHERE city = 'Aberdeen'
SELECT count(*) FROM flights WHERE SourceAirport = "Aberdeen"
SELECT city FROM flights GROUP BY city
SELECT city FROM airports GROUP BY city
SELECT city FROM flights GROUP BY city
SELECT city FROM airports ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM flights GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportCode FROM flights GROUP BY AirportCode ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM airports GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM airports ORDER BY SourceAirport DESC LIMIT 1
SELECT airline FROM flights GROUP BY airline
SELECT max(flights.airline) FROM flights AS t1 JOIN airports AS t2 ON t1.airportcode = t2.airportcode WHERE t1.airline = "airlines" AND t2.airportcode = "airports"
SELECT abbreviation , country FROM flights GROUP BY abbreviation
SELECT T1.airlineName , T1.country FROM airports AS T1 JOIN flights AS T2 ON T1.airline = T2.airline WHERE T2.airport = "airlines" AND T2.airport = "airports"
SELECT Airline FROM airports WHERE DestAirport = 'AHD'
SELECT T1.sourceairport FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.sourceairport = "HD"
SELECT Airline FROM airports WHERE SourceAirport = 'AHD'
SELECT T1.airportcode FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportcode = "HD"
SELECT Airline , SourceAirport FROM airports WHERE SourceAirport = 'APG' AND DestAirport = 'CVO'
SELECT T1.Airline , T2.DestAirport FROM airports AS T1 JOIN flights AS T2 ON T1.Airline = T2.AirportCode WHERE T2.DestAirport = 'APG' AND T2.SourceAirport = 'CVO'
SELECT airline FROM airports WHERE airportName NOT IN (SELECT airportName FROM flights)
SELECT T1.Airline FROM airlines AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode WHERE T2.airportname = 'CVO' AND T2.airportcode = 'APG'
SELECT airline FROM flights WHERE sourceairport = 'airlines'
SELECT Airline , AirportName FROM flights GROUP BY AirportName
SELECT airline FROM flights WHERE sourceairport < 200
SELECT Airline , count(*) FROM flights GROUP BY Airline
SELECT flightNo FROM flights WHERE airline = "United Airlines"
SELECT flightNo FROM flights WHERE sourceairport = 'United Airlines'
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT flightNo FROM flights WHERE sourceairport = 'APG'
SELECT flightNo FROM flights WHERE AirportName = "APG"
SELECT flightNo FROM flights WHERE SourceAirport = 'APG'
SELECT flightNo FROM flights WHERE city = "Aberdeen"
SELECT flightNo FROM flights WHERE sourceairport = ' Aberdeen'
SELECT flightNo FROM flights WHERE city = "Aberdeen"
SELECT flightNo FROM flights WHERE sourceairport = ' Aberdeen'
SELECT count(*) FROM flights WHERE city = "Abeldeen" OR city = "Abilene"
SELECT count(*) FROM flights WHERE city = "Abelene" OR city = "Aberdeen"
SELECT AirportName FROM airports WHERE Country = 'USA'
SELECT AirportName FROM airports WHERE SourceAirport != "DISTINCT"
SELECT count(*) FROM employee
SELECT count(*) FROM employee
SELECT employee_name FROM employee ORDER BY employee_age
SELECT employee_name FROM employee ORDER BY employee_age
SELECT count(*) FROM employee GROUP BY city
SELECT count(*) FROM employee
SELECT District FROM employee WHERE age < 30
SELECT District FROM employee WHERE age < 30
SELECT count(*) FROM employee GROUP BY LOCATION
SELECT count(*) FROM employee GROUP BY LOCATION
SELECT manager_name , district FROM employee GROUP BY manager_name
SELECT manager_name , district FROM employee GROUP BY manager_name
SELECT min(num_products) , max(num_products) FROM employee
SELECT min(num_products) , max(num_products) FROM employee
SELECT name , location , district FROM shop
SELECT name , location , district FROM employee ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Number_products > (SELECT avg(number_products) FROM employee)
SELECT shop_name FROM employee ORDER BY count(*) DESC LIMIT 1
SELECT employee_name FROM evaluation GROUP BY employee_name ORDER BY count(*) DESC LIMIT 1
SELECT employee_name FROM evaluation
SELECT employee_name FROM employee ORDER BY salary LIMIT 1
SELECT employee_name FROM employee ORDER BY salary LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Bonus = 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Bonus = 1
SELECT T1.Name FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Number_products > (SELECT max(number_products) FROM employee)
SELECT shop.name FROM employee AS t1 JOIN employee AS t2 ON t1.employee_id = t2.employee_id WHERE t2.start_from = '2022-01-01'
SELECT name FROM employee ORDER BY employee_id LIMIT 1
SELECT shop_name FROM employee
SELECT count(*) , shop_name FROM employee
SELECT count(*) , shop.name FROM employee AS t1 JOIN employee AS t2 ON t1.employee_id = t2.employee_id WHERE t2.start_from = '2022-01-01'
SELECT sum(bonus) FROM evaluation
SELECT sum(bonus) FROM evaluation
SELECT Employee_ID , Name FROM hiring
SELECT T1.Name , T1.Location FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID WHERE T2.Start_from = '2018'
SELECT District FROM employee WHERE District < 30000 AND District > 10000
SELECT District FROM employee WHERE min(Product_price) < 30000 AND min(Product_price) > 100000
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(DISTINCT location) FROM employee
SELECT count(*) FROM Documents
SELECT count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_Name , Template_ID FROM Documents WHERE Document_Description = "document with letter 'w' in it"
SELECT Document_Name , Template_ID FROM Documents WHERE Template_Description = "w"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT document_id , template_id , description FROM documents WHERE document_name = "Robbin CV"
SELECT count(DISTINCT template_id) FROM documents
SELECT count(*) FROM Templates
SELECT count(*) FROM documents WHERE template_type_code = 'PPT'
SELECT count(*) FROM documents
SELECT template_id , count(*) FROM Templates
SELECT T1.Template_ID , count(*) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT template_id , template_type_code FROM documents
SELECT template_id , template_type_code FROM documents GROUP BY template_id
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Name = "More than one document"
SELECT Template_ID FROM Templates WHERE Document_ID > (SELECT Document_ID FROM documents)
SELECT template_id FROM Templates
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code != "Ref_Template_Types"
SELECT count(*) FROM Templates
SELECT count(*) FROM Templates
SELECT template_id , version_number , template_type_code FROM Templates
SELECT template_ID , version_number , template_type_code FROM Ref_Template_Types
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = 1
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = 1
SELECT T1.Template_ID FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "PP" OR T2.Template_Type_Description = "PTP"
SELECT template_id FROM ref_template_types WHERE template_type_code = "PP" OR template_type_code = "PTP"
SELECT count(*) FROM Ref_Template_Types WHERE Template_Type_Code = "CV"
SELECT count(*) FROM Templates
SELECT T1.Template_ID , T1.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Version_Number , T2.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T1.Version_Number > 5
SELECT template_type_code , count(*) FROM ref_template_types
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID
SELECT template_type_code FROM ref_template_types
SELECT template_type_code FROM Templates GROUP BY template_type_code
SELECT template_type_code FROM ref_template_types
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Type_Description < 3
SELECT min(Version_Number) , template_type_code FROM Ref_Template_Types
SELECT T1.Template_ID , T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = "Ref_Template_Types"
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT Document_Name FROM Templates WHERE Template_Type_Code BK
SELECT Document_Name FROM Templates WHERE Template_Type_Code = "BK"
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code
SELECT T1.Template_Type_Code , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code
SELECT template_type_code FROM documents
SELECT template_type_code FROM documents
SELECT template_type_code FROM documents
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Type_Description != "Ref_Template_Types"
SELECT Template_Type_Code , Template_Description FROM Ref_Template_Types
SELECT T1.Template_Type_Code , T1.Template_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_ID = "Ref_Template_Types"
SELECT template_type_description FROM ref_template_types WHERE template_type_code = "AD"
SELECT template_type_description FROM ref_template_types WHERE template_type_code = "AD"
SELECT template_type_code FROM template_types WHERE template_type_description = "Book"
SELECT template_type_code FROM ref_template_types WHERE template_type_description = "Book"
SELECT DISTINCT Template_Type_Description FROM Templates
SELECT T1.Template_Description FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Name = "Template_Description"
SELECT Template_ID FROM Ref_Template_Types WHERE Template_Type_Description = "Presentation"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Description = 'Presentation'
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT Document_Description FROM Paragraph WHERE Document_Name = 'Korea'
SELECT Document_Description FROM Paragraph WHERE Document_Name = 'Korea'
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_Text FROM Documents
SELECT Document_Text FROM Documents WHERE Document_Name = 'Customer reviews'
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT Document_ID , Document_Name , Other_Details FROM Documents
SELECT Document_ID , Document_Name , Other_Details FROM Documents
SELECT Document_ID FROM Documents WHERE Document_Description > 2
SELECT Document_ID FROM Documents WHERE Document_Description = "2"
SELECT Document_ID , Document_Name FROM Documents GROUP BY Document_ID ORDER BY count(*) DESC LIMIT 1
SELECT document_ID , document_name FROM Documents GROUP BY document_ID
SELECT Document_ID FROM Documents WHERE Document_Description = "Paragraph"
SELECT document_ID FROM Documents WHERE Document_Description = 'fewer paragraphs'
SELECT Document_ID FROM Documents WHERE Document_Description = "1 to 2"
SELECT Document_ID FROM Documents WHERE Document_Description = (SELECT Document_ID FROM Documents WHERE Document_Name = "Paragraphs")
SELECT Document_ID FROM Documents WHERE Document_Name = 'Brazil' AND Other_Details = 'Ireland'
SELECT Document_ID FROM Documents WHERE Document_Name = 'Brazil' AND Other_Details = 'Ireland'
SELECT count(*) FROM teacher
SELECT count(*) FROM teacher
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID JOIN course_arrange AS T4 ON T4.Course_ID = T3.Course_ID JOIN course AS T5 ON T5.Course_ID = T4.Course_ID JOIN course_arrange AS T6 ON T6.Course_ID = T5.Course_
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID WHERE T3.Age > 13
SELECT T1.Hometown , T1.Grade FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = "teacher"
SELECT T1.Hometown , T1.Grade FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Name = "teacher"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Age = 32 OR T2.Age = 33
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Age = 32 OR T2.Age = 33
SELECT Hometown FROM teacher
SELECT T1.Hometown FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown = "New York"
SELECT Hometown , count(*) FROM teacher GROUP BY Hometown
SELECT count(*) FROM teacher
SELECT Hometown FROM teacher
SELECT Hometown FROM teacher
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) >= 2
SELECT T1.town FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.course_id = T2.course_id WHERE T2.teacher_id = 2
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown = 'USA'
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Grade = 1
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID JOIN course_arrange AS T4 ON T4.Course_ID = T3.Course_ID JOIN course AS T5 ON T5.Course_ID = T4.Course_ID JOIN course_arrange AS T6 ON T6.Course_ID = T5.Course_
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID JOIN course_arrange AS T4 ON T4.Course_ID = T3.Course_ID JOIN course AS T5 ON T5.Course_ID = T4.Course_ID JOIN course_arrange AS T6 ON T6.Course_ID = T5.Course_
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Grade = "Math"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Grade = "Math"
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID HAVING count(*) > 1
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID JOIN course AS T3 ON T3.Course_ID = T2.Course_ID GROUP BY T3.Course_ID
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown = 'USA'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown = 'USA'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown = 'USA'
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID WHERE T2.Hometown != "USA"
SELECT count(*) FROM visit WHERE age < 30
SELECT T1.Name FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID JOIN museum AS T3 ON T3.Museum_ID = T3.Museum_ID WHERE T3.Level_of_membership > 4
SELECT avg(age) FROM visit WHERE membership_level != 4
SELECT T1.Name , T1.Level_of_membership , T1.Age FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID JOIN museum AS T3 ON T3.Museum_ID = T3.Museum_ID WHERE T3.Level_of_membership > 4
SELECT T1.id , T1.name FROM visit AS T1 JOIN museum AS T2 ON T1.id = T2.Museum_ID WHERE T2.num_staff > 1
SELECT avg(num_of_staff) FROM visit
SELECT open_year , staff_number FROM museum WHERE name = "Plaza"
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2010
SELECT T1.id , T1.name , T1.age FROM visitor AS T1 JOIN visit AS T2 ON T1.id = T2.id WHERE T2.open_year > 1
SELECT T1.ID , T1.Name , T1.Level_of_membership FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.ID JOIN museum AS T3 ON T3.Museum_ID = T3.Museum_ID WHERE T3.Open_Year > 2000
SELECT T1.id , T1.name FROM visit AS T1 JOIN museum AS T2 ON T1.id = T2.Museum_ID WHERE T2.open_year > 2000
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year = 2018
SELECT T1.Name , T1.Age FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID WHERE T2.Open_Year > 2000
SELECT avg(ticket_amount) , max(ticket_amount) FROM visit
SELECT sum(T1.ticket_spent) FROM visit AS T1 JOIN visitor AS T2 ON T1.id = T2.id WHERE T2.level_of_membership = 1
SELECT T1.Name FROM visitor AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year > 2009 AND T2.Open_Year > 2011
SELECT count(*) FROM visit WHERE open_year > 2010
SELECT count(*) FROM MONUMONUMS WHERE open_year > 2013 OR open_year < 2008






























































SELECT count(*) FROM battle WHERE lost_in_battle = 'Captured'
SELECT name , tonnage FROM ship ORDER BY tonnage DESC
SELECT name , date , result FROM battle
SELECT max(DISTINCT death) , min(DISTINCT death) FROM death
SELECT avg(injuries) FROM death
SELECT DISTINCT death , injury FROM ship WHERE tonnage = 't'
SELECT name , result FROM battle WHERE bulgarian_commander != 'Boril'
SELECT T1.id , T1.name FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.battle AS T2 JOIN battle.battle AS T3 ON T3.id = T3.battle AS T3 JOIN ship AS T4 ON T4.id = T4.battle AS T4 JOIN battle.battle AS T5 ON T5.id = T5.battle AS T5 JOIN battle.battle AS T6 ON T6.id = T
SELECT id , name FROM battle WHERE lost_in_battle > 10
SELECT ship_id , name FROM death
SELECT DISTINCT name FROM battle WHERE name = 'Kaloyan' AND bulgarian_commander = 'Baldwin I'
SELECT count(DISTINCT result) FROM battle
SELECT count(*) FROM battle WHERE tonnage = 225
SELECT name , date FROM battle WHERE name = 'Lettice' AND ship_type = 'Atalanta'
SELECT name , result FROM battle WHERE lost_in_battle != 'English Channel'
SELECT note FROM death WHERE name LIKE "%East%"
SELECT address_id FROM Addresses WHERE line_1 = "123 Main St" AND line_2 = "123 Main St"
SELECT first_name , last_name FROM Addresses
SELECT count(*) FROM courses
SELECT count(*) FROM courses
SELECT T1.course_description FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.course_name = "Math"
SELECT DISTINCT course_description FROM courses
SELECT zip_postcode FROM Addresses WHERE city = "Port Chelsea"
SELECT zip_postcode FROM addresses
SELECT department_name , department_id FROM courses
SELECT department_name , department_id FROM courses GROUP BY department_id
SELECT count(*) FROM departments
SELECT count(DISTINCT department_id) FROM departments
SELECT count(DISTINCT name) FROM Degree_programs
SELECT count(DISTINCT degree_summary_name) FROM degrees
SELECT count(*) FROM departments
SELECT count(*) FROM departments
SELECT T1.name , T1.description FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.name , T1.description FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT course_name , course_id FROM courses WHERE department_id = 'Sections'
SELECT course_name , course_id FROM courses WHERE department_id < 2
SELECT section_name FROM sections
SELECT T1.name FROM sections AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "S" AND T2.last_name = "S"
SELECT T1.semester_id , T2.student_id FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.student_id , T1.student_name FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT department_name FROM departments WHERE department_name LIKE "%computer%"
SELECT department_description FROM departments WHERE name = "Computer"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN courses AS T3 ON T3.course_id = T2.course_id WHERE T3.semester_id = 2
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id JOIN courses AS T3 ON T3.course_id = T2.course_id WHERE T3.semester_id = 2
SELECT T1.first_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.degree_program_id = "Bachelor"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.first_name = 'John' AND T2.middle_name = 'John' AND T2.last_name = 'John'
SELECT T1.department_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.student_enrolment_id = 1
SELECT DISTINCT degree_summary_name FROM Student_Enrolment
SELECT program_id , summary_id FROM student_enrolment_courses
SELECT program_id , summary_id FROM Degree_Programs
SELECT T1.student_enrolment_id , T1.first_name , T1.middle_name , T1.last_name , count(*) FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id HAVING count(*) > 1
SELECT T1.first_name , T1.middle_name , T1.last_name , T1.cell_mobile_number , T1.date_first_registered , T1.date_left , T1.other_details FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.student_enrolment_id = T3.student_enrolment_
SELECT semester_name FROM semesters
SELECT T1.semester_name FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT course_name FROM courses WHERE student_enrolment_id = 'student_enrolment_courses'
SELECT course_name FROM courses WHERE student_enrolment_id = 1
SELECT course_name FROM courses GROUP BY course_id ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM student_enrolment_courses GROUP BY course_id
SELECT T1.student_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.state_province_county = "North Carolina" AND T2.other_details = "None"
SELECT T1.student_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.student_name = "North Carolina" AND T2.other_details = "None"
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE course_id = 'Transcripts'
SELECT date_first_registered , other_details FROM Transcript_Contents WHERE course_id = 'Transcripts'
SELECT phone_number FROM man WHERE first_name = "Timmothy" AND last_name = "Ward"
SELECT phone_number FROM student_enrolment
SELECT first_name , middle_name , last_name FROM Student_Enrolment
SELECT firstname , last_name FROM Student_Enrolment
SELECT T1.first_name , T1.middle_name , T1.last_name FROM graduates AS T1 JOIN courses AS T2 ON T1.course_id = T2.course_id WHERE T2.first_name = "John" AND T2.middle_name = "Smith" AND T2.last_name = "Smith"
SELECT T1.first_name , T1.middle_name , T1.last_name FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.middle_name = "John" AND T2.last_name = "John"
SELECT T1.first_name , T1.last_name FROM addresses AS T1 JOIN student_enrolment AS T2 ON T1.address_id = T2.address_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.first_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.permanent_address_id = 'different'
SELECT address_id , count(*) FROM Addresses
SELECT T1.address_id , T2.line_1 , T2.line_2 FROM addresses AS T1 JOIN student_enrolment AS T2 ON T1.address_id = T2.address_id GROUP BY T1.address_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id WHERE T2.transcript_date = '2018-01-01'
SELECT avg(transcript_date) FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents
SELECT date_first_registered , other_details FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_course_id = T2.student_course_id WHERE T2.student_enrolment_id = '2022-01-01'
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_course_id = T2.student_course_id WHERE T2.student_enrolment_id = '2022-01-01'
SELECT count(*) FROM Student_Enrolment_Courses
SELECT max(t1.max_time) FROM transcript AS t1 JOIN student_enrolment AS t2 ON t1.student_id = t2.student_id WHERE t2.student_enrolment_id = t3.student_enrolment_id
SELECT T1.transcript_id , count(*) FROM transcript AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T2.student_id ORDER BY count(*) DESC LIMIT 1
SELECT date_first_registered , id FROM Transcript_Contents WHERE transcript_id < 1
SELECT semester_id FROM student_enrolment_courses
SELECT T1.semester_id FROM courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.course_id = T2.course_id WHERE T2.major = "Master" AND T2.minor = "Bachelor"
SELECT count(DISTINCT address_id) FROM students
SELECT address_id FROM students AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.student_enrolment_id = T1.student_enrolment_id
SELECT T1.student_details FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT other_details FROM Student_Enrolment
SELECT section_name FROM sections
SELECT DISTINCT course_description FROM sections
SELECT T1.first_name FROM students AS T1 JOIN departments AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" ORDER BY T2.country
SELECT T1.first_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.cell_mobile_number = 09700166582
SELECT T1.Title FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id WHERE T2.Title = "Cartoon"
SELECT T1.Title FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id ORDER BY T2.Title
SELECT directed_by FROM cartoon
SELECT T1.Title FROM cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Directed_by = "Ben Jones"
SELECT count(*) FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id WHERE T2.Title = "Joseph Kuhr"
SELECT count(*) FROM carto
SELECT T1.Title , T2.Directed_by FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id WHERE T1.Title = "Cartoon" ORDER BY T2.Title
SELECT T1.Title , T1.Directed_by FROM TV_series AS T1 JOIN cartoon AS T2 ON T1.id = T2.id WHERE T2.air_date = "18_49_Rating_Share"
SELECT T1.Title FROM cartoon AS T1 JOIN tv_series AS T2 ON T1.id = T2.series_name JOIN tv_channel AS T3 ON T3.id = T2.channel WHERE T3.Country = "Ben Jones" ORDER BY T3.Channel
SELECT T1.Title FROM cartoon AS T1 JOIN tv_series AS T2 ON T1.id = T2.series_name JOIN tv_channels AS T3 ON T3.id = T2.channel WHERE T3.Directed_by = "Ben Jones" ORDER BY T3.Channel
SELECT country , count(*) FROM TV_channel
SELECT country , count(*) FROM TV_channel GROUP BY country
SELECT count(*) FROM TV_channel
SELECT count(DISTINCT T1.title) , count(DISTINCT T2.content) FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY count(T2.content) DESC LIMIT 1
SELECT T1.Title FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Series_name = "Sky Radio"
SELECT T1.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.Country = "Sky"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "English"
SELECT count(*) FROM TV_channel
SELECT LOCATION , LANGUAGE FROM TV_channel GROUP BY LANGUAGE
SELECT LOCATION , LOCATION FROM TV_channels GROUP BY LOCATION
SELECT LANGUAGE , count(*) FROM TV_channels
SELECT LANGUAGE FROM TV_channel
SELECT TV_channel FROM TV_channel WHERE title = "The Rise of the Blue Beetle!"
SELECT T1.title FROM TV_channel AS T1 JOIN cartoon AS T2 ON T1.id = T2.channel WHERE T2.title = "The Rise of the Blue Beetle"
SELECT T1.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id WHERE T2.Series_name = "Sky Radio"
SELECT T1.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.series_name = "Sky Radio"
SELECT T1.title , T1.production_code FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY T2.production_code
SELECT episode FROM TV_series ORDER BY rating
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY T2.Rating DESC LIMIT 3
SELECT T1.Title , T1.Directed_by , T1.Written_by , T1.Original_air_date FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.Country = "USA"
SELECT min(Shared) , max(Shared) FROM TV_series
SELECT max(Shared) , min(Shared) FROM TV_series
SELECT air_date FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT Episode FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT weekly_rank FROM TV_series
SELECT TV_channel FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT T1.title FROM TV_series AS T1 JOIN TV_channel AS T2 ON T1.id = T2.channel WHERE T2.episode = "A Love of a Lifetime"
SELECT episode FROM TV_series WHERE channel = "Sky Radio"
SELECT episode FROM TV_series WHERE title = "Sky Radio"
SELECT count(*) FROM TV_series DESC LIMIT 1
SELECT count(*) FROM TV_series
SELECT Production_code , Channel FROM TV_series ORDER BY Production_code
SELECT channel FROM TV_series ORDER BY Hight_definition_TV DESC LIMIT 1
SELECT Package_option FROM TV_channel WHERE Country = "USA"
SELECT Package_Option FROM TV_channel WHERE Country = "USA"
SELECT channel FROM TV_series WHERE Hight_definition_TV = "Todd Casey"
SELECT Country FROM TV_series WHERE Directed_by = "Todd Casey"
SELECT channel FROM TV_channels WHERE directed_by = "Todd Casey"
SELECT Country FROM TV_series WHERE Hight_definition_TV NOT IN (SELECT Hight_definition_TV FROM TV_series)
SELECT T1.title , T1.country FROM TV_channel AS T1 JOIN cartoon AS T2 ON T1.id = T2.channel WHERE T2.directed_by = "Ben Jones" AND T2.original_air_date = "18_49_Rating_Share"
SELECT T1.title FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.channel WHERE T2.directed_by = "Ben Jones" AND T2.written_by = "Michael Chang"
SELECT pixel_aspect_ratio_PAR FROM TV_channels WHERE country != "English"
SELECT T1.pixel_aspect_ratio_PAR FROM TV_channel AS T1 JOIN TV_channel AS T2 ON T1.id = T2.channel WHERE T2.language != "English"
SELECT id FROM TV_channels WHERE Country = "USA"
SELECT channel FROM TV_channels WHERE channel_id > 2
SELECT channel FROM TV_channels WHERE directed_by = 'Ben Jones'
SELECT channel FROM TV_channels WHERE directed_by = 'Ben Jones'
SELECT Package_option FROM TV_channel WHERE channel = "Ben Jones"
SELECT Package_Option FROM TV_channels WHERE channel = "Ben Jones"
SELECT count(*) FROM poker_player
SELECT count(*) FROM poker_player
SELECT Best_Finish , Earnings FROM poker_player ORDER BY Earnings
SELECT Best_Finish , Earnings FROM p_player ORDER BY Earnings
SELECT T1.Final_Table_Made , T1.Best_Finish FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Final_Table_Made = 'Final' AND T2.Best_Finish = 'Best'
SELECT T1.Final_Table_Made , T1.Best_Finish FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Final_Table_Made = 'Final' AND T2.Best_Finish = 'Best'
SELECT avg(Earnings) FROM poker_player
SELECT avg(Earnings) FROM poker_player
SELECT max(W) FROM poker_player WHERE W = 'Poker'
SELECT max(W) FROM p_player WHERE W > (SELECT max(W) FROM p_player WHERE Nationality = 'USA')
SELECT max(Final_Table_Made) FROM poker_player WHERE Earnings < 200000
SELECT max(final_table_made) FROM poker_player WHERE earnings > 200000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality = 'poker'
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Country = "USA"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount > 300000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount > 300000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Final_Table_Made = 'asc'
SELECT T1.Name FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Final_Table_Made = 1
SELECT Birth_Date FROM p_player WHERE Earnings < (SELECT max(Earnings) FROM p_player)
SELECT Birth_Date FROM poker_player WHERE Earnings < (SELECT max( Earnings) FROM people)
SELECT max(Height) FROM porter
SELECT max(Height) FROM poker_player WHERE Height > 100
SELECT avg(Earnings) FROM people WHERE Height > 200
SELECT avg(Earnings) FROM poker_player WHERE Height > 200
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount = 1000000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Winning_Amount = 1000000
SELECT T1.nationality , count(*) FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id GROUP BY T2.nationality ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM people
SELECT max(nationality) FROM people
SELECT nationality FROM people GROUP BY nationality HAVING COUNT(*) > 1
SELECT nationality FROM people GROUP BY nationality HAVING COUNT(*) > 2
SELECT T1.nationality FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id WHERE T2.nationality = "USA"
SELECT name , birth_date FROM people ORDER BY birth_date
SELECT T1.Name , T1.Birth_Date FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID JOIN people AS T3 ON T3.People_ID = T2.People_ID JOIN people AS T4 ON T4.People_ID = T3.People_ID JOIN people AS T5 ON T5.People_ID = T4.People_ID JOIN people AS T6 ON T6.People_ID = T5.People_ID
SELECT T1.Name FROM people AS T1 JOIN people_info AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "Russia"
SELECT T1.Name FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Name != "Russia"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "poker"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "poker"
SELECT count(DISTINCT nationality) FROM people
SELECT count(DISTINCT nationality) FROM people
SELECT count(*) FROM VOTES
SELECT T1.contestant_name , T1.contestant_number FROM contestant AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T2.contestant_number ORDER BY T2.contestant_name
SELECT T1.voted_id , T1.phone_number , T1.state FROM VOTES AS T1 JOIN AREA_CODE_STATE AS T2 ON T1.area_code = T2.area_code WHERE T2.state = "USA"
SELECT max(area_code) , min(area_code) FROM AREA_CODE_STATE
SELECT DISTINCT T1.created FROM VOTES AS T1 JOIN AREA_CODE_STATE AS T2 ON T1.area_code = T2.area_code WHERE T2.state = 'CA'
SELECT T1.name FROM contestant_number AS T1 JOIN contestant_name AS T2 ON T1.number = T2.number WHERE T2.name != 'Jessie Alloway'
SELECT distinct state , create_time FROM VOTES
SELECT T1.contestant_number , T1.contestant_name FROM contestant AS T1 JOIN VOTES AS T2 ON T1.contestant_number = T2.contestant_number JOIN contestants AS T3 ON T3.contestant_number = T3.contestant_number WHERE T3.contestant_number > 2
SELECT T1.contestant_number , T1.contestant_name FROM contestant_number AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number WHERE T2.contestant_name < T1.contestant_name
SELECT count(*) FROM VOTES WHERE state = 'NY' OR state = 'CA'
SELECT count(*) FROM VOTES
SELECT area_code FROM VOTES GROUP BY area_code
SELECT create_date FROM VOTES WHERE contestant_name = 'Tabatha Gehling'
SELECT area_code FROM contestant WHERE contestant_name = 'Tabatha Gehling' AND contestant_number = 'Kelly Clauss'
SELECT T1.name FROM contestant_number AS T1 JOIN contestant_name AS T2 ON T1.number = T2.number WHERE T2.name = 'Al'
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'independent'
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Year > 1950
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT sum(population) FROM country
SELECT sum(population) FROM country
SELECT continent FROM country
SELECT continent FROM Anguilla
SELECT Region FROM city WHERE Name = "Kabul"
SELECT Region FROM country
SELECT language FROM country
SELECT Language FROM country
SELECT Population , LifeExpectancy FROM country
SELECT Population , LifeExpectancy FROM country
SELECT Region , Population FROM country
SELECT Region , Population FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM country
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.LifeExpectancy < 100
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.LifeExpectancy < (SELECT min(life expectancy) FROM country)
SELECT sum(population) , max(GNP) FROM country
SELECT count(*) , GNP FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT sum(DISTINCT T1.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT sum(population) FROM country
SELECT count(*) FROM city GROUP BY city
SELECT sum(population) FROM country
SELECT avg(GNP) , sum(population) FROM country
SELECT GNP , TOTAL_POP , TOTAL_POP FROM countrylanguage
SELECT count(*) FROM country
SELECT count(*) FROM countrylanguage
SELECT T1.GovernmentType FROM countrylanguage AS T1 JOIN country AS T2 ON T1.CountryCode = T2.CountryCode WHERE T2.Population = 1000000000000
SELECT count(DISTINCT form) FROM countrylanguage
SELECT sum(LANGUAGE) FROM country
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T2.Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY T2.Percentage DESC LIMIT 1
SELECT continent FROM country ORDER BY population DESC LIMIT 1
SELECT continent FROM countrylanguage WHERE continent = "China"
SELECT count(*) FROM countrylanguage WHERE CountryCode = "English" AND Continent = "Dutch"
SELECT count(*) FROM countrylanguage WHERE countrycode = "english" AND countrylanguagecode = "deer"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Percentage = 100
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Percentage = 100
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = "English" AND T2.Population = "French"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.IsOfficial = 'English' AND T2.Percentage = 100
SELECT count(*) FROM country
SELECT count(*) FROM country
SELECT Region FROM countrylanguage
SELECT Region FROM countrylanguage
SELECT country FROM countrylanguage WHERE language = "english" OR language = "deutsch"
SELECT country FROM countrylanguage WHERE isofficial = 'English' OR isofficial = 'Dutch'
SELECT LOCALNAME FROM countrylanguage WHERE Continent = 'Asia'
SELECT LANGUAGE FROM country
SELECT LANGUAGE FROM countrylanguage WHERE REPURPRISES = 1
SELECT LANGUAGE FROM countrylanguage WHERE REPURPRISAL_FORM = 'republic'
SELECT city FROM city WHERE population > (SELECT max(population) FROM country)
SELECT max(population) FROM city
SELECT name , population , expected_life_length FROM country
SELECT Name , Population , LifeExpectancy FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT count(*) FROM country
SELECT count(*) FROM countrylanguage WHERE CountryCode != "en"
SELECT T1.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.HeadOfState = "Beatrix"
SELECT T1.Official FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.HeadOfState = "Beatrix"
SELECT count(*) FROM countrylanguage WHERE BirthDate > 1930
SELECT count(*) FROM countrylanguage WHERE BirthDate > 1930
SELECT CountryName FROM country WHERE Population > (SELECT population FROM country)
SELECT CountryCode , Area FROM country
SELECT T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population < Asia
SELECT Population FROM country
SELECT T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population > Africa
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population > (SELECT population FROM country)
SELECT countrycode FROM countrylanguage WHERE isofficial != "English"
SELECT countrycode FROM countrylanguage WHERE isofficial != "English"
SELECT countrycode FROM countrylanguage WHERE language = "english"
SELECT countrycode FROM countrylanguage WHERE language = "english"
SELECT code FROM countrylanguage WHERE countrycode != "English" AND governmentform != "Republic"
SELECT code FROM countrylanguage WHERE countrycode != "english" AND countrycode != "republics" AND isofficial != "english" AND population != "republics"
SELECT city FROM country WHERE language = 'english'
SELECT Name FROM city WHERE isofficial != "English"
SELECT city FROM country WHERE isofficial = 'Chinese'
SELECT DISTINCT name FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.CountryCode WHERE T2.IsOfficial = 'Chinese'
SELECT name , independence , population FROM country
SELECT Name , YEAR , Population FROM country
SELECT population , name , leader FROM country
SELECT Name , Population , HeadOfState FROM country
SELECT T1.Name , count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name
SELECT Name FROM countrylanguage WHERE Population > 2
SELECT count(*) , District FROM city GROUP BY District
SELECT count(*) , District FROM city GROUP BY District
SELECT T1.GovernmentForm , T2.TotalPopulation FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.AverageLifeExpectancy > 72
SELECT T1.GovernmentForm , T2.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.LifeExpectancy > 72
SELECT avg(LifeExpectancy) , sum(Population) FROM country
SELECT T1.continent , avg(T1.population) , avg(T1.lifeexpectancy) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.continent
SELECT Name , Area FROM country ORDER BY Area DESC LIMIT 5
SELECT Name , Population FROM country
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population < 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population < 3
SELECT count(*) FROM country
SELECT count(*) FROM country
SELECT Name FROM countrylanguage WHERE Continent = "Europe" AND Population = 80000
SELECT Name FROM country WHERE Population = 80000
SELECT sum(population) , avg(area) FROM countrylanguage WHERE continent = "North America" AND area > 3000
SELECT sum(population) , avg(surfacearea) FROM countrylanguage
SELECT city FROM city WHERE population > 160000 AND population < 900000
SELECT cityname FROM city WHERE population > 160000 AND population < 900000
SELECT LANGUAGE FROM country
SELECT language FROM country
SELECT LOCALNAME , T1.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T2.population DESC LIMIT 1
SELECT T1.CountryCode , T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Percentage > 100
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code
SELECT count(*) FROM countrylanguage WHERE Population = "Spanish"
SELECT code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code WHERE T2.population > 1000000
SELECT code FROM countrylanguage WHERE population = "Spanish"
SELECT count(*) FROM conductor
SELECT count(*) FROM conductor
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID JOIN performance AS T3 ON T3.Performance_ID = T3.Performance_ID WHERE T3.Age > 10
SELECT Name FROM conductor ORDER BY Age
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Nationality != "USA"
SELECT T1.Name FROM conductor AS T1 JOIN conductor_id AS T2 ON T1.Id = T2.Conductor_ID WHERE T2.Nationality != "USA"
SELECT Record_Company FROM orchestra ORDER BY Year_of_Founded DESC
SELECT T1.Record_Company FROM orchestra AS T1 JOIN conductor AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded = '2020'
SELECT avg(T1.Attendance) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T2.Performance_ID ORDER BY avg(T1.Attendance) DESC LIMIT 1
SELECT avg(T1.Attendance) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T2.Performance_ID ORDER BY avg(T1.Attendance) DESC LIMIT 1
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Type != "Live final"
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Type = "Live final"
SELECT count(DISTINCT nationality) FROM conductor
SELECT count(DISTINCT nationality) FROM conductor
SELECT Name FROM conductor ORDER BY YEAR_of_work
SELECT Name FROM conductor ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_work > 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Name = T2.Performance_ID WHERE T2.Years_of_Work > 1
SELECT Name FROM conductor ORDER BY Age
SELECT Name FROM conductor ORDER BY Age
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Number > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Number_of_Orgasm > 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Number > 1
SELECT Name FROM conductor WHERE Birth_date BETWEEN 2008 AND 2010
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID WHERE T2.Year_of_Founded = 2008
SELECT Record_Company , count(*) FROM orchestra
SELECT count(*) FROM orchestra
SELECT Record_Company , Show_ID FROM orchestras ORDER BY count(*) DESC
SELECT Major_Record_Format FROM orchestras ORDER BY Major_Record_Format
SELECT T1.Record_Company FROM orchestra AS T1 JOIN conductor AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T2.Record_Company HAVING count(*) > 1
SELECT Record_Company FROM orchestra GROUP BY Record_Company
SELECT Name FROM orchestras WHERE Nationality = 'USA'
SELECT Orchestra FROM orchestras WHERE Name NOT IN (SELECT Name FROM performance)
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Name = T2.Name WHERE T2.Year_of_Founded > 2003 AND T2.Year_of_Founded > 2003
SELECT Record_Company FROM orchestra WHERE Birth_date > 2003 AND Birth_date > 2003
SELECT count(*) FROM orchestras WHERE Record_format = "CD" OR Record_format = "DVD"
SELECT count(*) FROM orchestras WHERE Record_format = 'CD' OR Record_format = 'DVD'
SELECT YEAR_OF_FIRST FROM orchestras WHERE YEAR_OF_FIRST > 1
SELECT YEAR_OF_FOUR FROM orchestras WHERE YEAR_OF_FIRST_FURTHER > 1
SELECT count(*) FROM Highschooler
SELECT count(*) FROM Highschooler
SELECT name , grade FROM Highschooler
SELECT name , grade FROM Highschooler
SELECT grade FROM Highschooler
SELECT grade FROM Highschooler
SELECT grade FROM student WHERE name = 'Kyle'
SELECT grade FROM highschooler WHERE name = "Kyle"
SELECT name FROM highschooler WHERE grade = 10
SELECT name FROM highschooler WHERE grade = 10
SELECT T1.ID FROM Highschooler AS T1 JOIN friend AS T2 ON T1.ID = T2.ID WHERE T2.name = "Kyle"
SELECT student_id FROM Likes
SELECT count(*) FROM student WHERE grade = 9 OR grade = 10
SELECT count(*) FROM Highschooler WHERE grade = 9 OR grade = 10
SELECT count(*) FROM Highschooler GROUP BY grade
SELECT count(*) FROM student GROUP BY grade
SELECT grade FROM highschooler GROUP BY grade HAVING count(*) > 1
SELECT grade FROM highschooler GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT grade FROM Likes GROUP BY grade
SELECT grade FROM Likes GROUP BY grade HAVING count(*) > 4
SELECT student_id , count(*) FROM student GROUP BY student_id
SELECT count(*) FROM friend
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM highschooler GROUP BY name HAVING count(*) = 1
SELECT name FROM Highschooler GROUP BY name HAVING count(*) > 1
SELECT name FROM highschooler GROUP BY name HAVING count(*) > 1
SELECT name FROM Highschooler WHERE grade >= 3
SELECT name FROM Highschooler WHERE grade >= 3
SELECT name FROM Highschooler WHERE student_id = 1
SELECT name FROM friend GROUP BY name HAVING count(*) = 1
SELECT count(*) FROM Highschooler WHERE name = "Kyle"
SELECT count(*) FROM friend
SELECT student_id FROM friend
SELECT student_id FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM friend)
SELECT name FROM Highschooler WHERE student_id NOT IN (SELECT student_id FROM friend)
SELECT name FROM student_id WHERE student_id NOT IN (SELECT student_id FROM friend)
SELECT T1.id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id JOIN liked_id AS T3 ON T3.id = T3.liked_id WHERE T3.liked_id = T2.liked_id
SELECT student_id FROM friend GROUP BY student_id HAVING COUNT(*) = 1
SELECT name FROM student_friend GROUP BY name HAVING count(*) > 1
SELECT name FROM friend GROUP BY name HAVING COUNT(*) = 1
SELECT count(*) FROM Highschooler GROUP BY student_id
SELECT count(*) FROM Likes
SELECT name , count(*) FROM Likes GROUP BY name
SELECT name FROM Highschooler WHERE grade = 'high'
SELECT name FROM highschooler GROUP BY name HAVING count(*) > 1
SELECT name FROM student WHERE grade = 'highschooler'
SELECT name FROM student_likes WHERE liked_id = 2
SELECT name FROM student_likes WHERE liked_id = 2 OR liked_id = 3
SELECT name FROM student WHERE grade > 5 AND friends > 2
SELECT name FROM highschooler WHERE grade > 5 AND friends > 2 ORDER BY grade
SELECT count(*) FROM Likes
SELECT count(*) FROM Highschooler WHERE name = 'Kyle'
SELECT avg(grade) FROM friend
SELECT avg(grade) FROM friend
SELECT min(grade) FROM Likes
SELECT grade FROM Likes WHERE student_id NOT IN (SELECT student_id FROM friend)
SELECT T1.state FROM Owners AS T1 JOIN Professionals AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "USA"
SELECT T1.state FROM Owners AS T1 JOIN Professionals AS T2 ON T1.owner_id = T2.owner_id WHERE T2.city = "USA"
SELECT avg(age) FROM treatments
SELECT avg(age) FROM treatments
SELECT DISTINCT name , last_name FROM professionals WHERE treatment_type_code = 'treatment' ORDER BY count(*) DESC LIMIT 2
SELECT DISTINCT owner_id , last_name , cell_number FROM professionals WHERE state = "INDIAN" ORDER BY count(*) DESC LIMIT 1
SELECT dog_name FROM Dogs WHERE cost_of_treatment > 1000
SELECT dog_name FROM Owners WHERE owner_id > 1000
SELECT T1.first_name FROM professionals AS T1 JOIN dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.name = 'Owners' ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM professionals ORDER BY count(*) DESC LIMIT 1
SELECT professional_id , role_code , email FROM professionals
SELECT DISTINCT role_code , email_address FROM Professionals
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id
SELECT DISTINCT role_code , first_name FROM professionals
SELECT DISTINCT role_code , first_name FROM professionals WHERE treatment_type_code = "treatment_type_code"
SELECT breed_name FROM dogs GROUP BY breed_name
SELECT breed_name FROM dogs GROUP BY breed_name
SELECT owner_id , last_name FROM Owners GROUP BY owner_id
SELECT owner_id , last_name FROM treatments AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id WHERE T2.treatment_type_code = "treatments" AND T1.treatment_amount > (SELECT max(treatment_amount) FROM treatments)
SELECT treatment_type_description FROM treatments WHERE cost_of_treatment < (SELECT min(cost_of_treatment) FROM treatments)
SELECT treatment_type_description FROM treatments WHERE cost_of_treatment = (SELECT max(cost_of_treatment) FROM treatments)
SELECT owner_id , zip_code FROM Owners
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id
SELECT DISTINCT professional_id , cell_phone FROM professionals
SELECT DISTINCT phone FROM professionals WHERE type_code = "treatment_types"
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatment_types)
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT avg(cost_of_treatment) FROM treatments)
SELECT T1.first_name , T1.last_name FROM treatments AS T1 JOIN professionals AS T2 ON T1.owner_id = T2.owner_id WHERE T2.role_code = "professionals"
SELECT date_of_treatment , first_name FROM treatments
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment = "treatment_type_description"
SELECT T1.cost_of_treatment , T2.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T1.name = "treatment_type_description"
SELECT owner_id , size_description FROM Owners
SELECT owner_id , size_description FROM Owners
SELECT owner_first_name , dog_id FROM Owners
SELECT owner_first_name , owner_last_name FROM Owners
SELECT dog_name , treatment_date FROM dogs WHERE breed_code = "rare"
SELECT dog_id , treatment_type_code , date_of_treatment FROM dogs GROUP BY dog_id
SELECT owner_id , dog_id FROM Owners WHERE city = "Virginia"
SELECT owner_id , name FROM Owners WHERE city = "Virginia"
SELECT date_of_treatment , date_of_departed FROM dogs
SELECT date_of_treatment , date_of_departed FROM dogs WHERE treatment_type_code = "treatment_type_code"
SELECT T1.owner_id , T1.last_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id WHERE T2.age < 10
SELECT owner_id , last_name FROM Owners
SELECT email FROM professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT email FROM professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT date_of_birth , date_of_departed FROM dogs
SELECT date_of_birth , departure_date FROM dogs
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments
SELECT count(*) FROM professionals
SELECT role , street , city , state FROM professionals GROUP BY role
SELECT role_code , street , city , state FROM professionals WHERE city LIKE "%West%"
SELECT owner_id , last_name , email FROM Owners WHERE name LIKE "%North%"
SELECT owner_id , last_name , email_address FROM Owners WHERE city LIKE "%North%"
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT count(*) FROM dogs WHERE age < (SELECT avg(age) FROM dogs)
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN employees AS T2 ON T1.employee_id = T2.employee_id WHERE T2.treatment_type_code = "treatment_type_code"
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.date_of_treatment = '2022-01-01'
SELECT count(*) FROM Dogs
SELECT count(*) FROM Dogs
SELECT count(*) FROM Owners
SELECT count(*) FROM Owners
SELECT count(*) FROM professionals
SELECT count(*) FROM professionals
SELECT dog_name , age , weight FROM Dogs WHERE abandoned_yn = 1
SELECT dog_name , age , weight FROM Dogs
SELECT avg(age) FROM dogs
SELECT avg(age) FROM dogs
SELECT age FROM dogs
SELECT dog_id , age FROM dogs
SELECT charge_type , amount FROM charges
SELECT charge_type , charge_amount FROM charges
SELECT charge_amount FROM charges ORDER BY charge_amount DESC LIMIT 1
SELECT charge_amount FROM charges GROUP BY charge_type ORDER BY count(*) DESC LIMIT 1
SELECT email , cell_phone , home_phone FROM professionals
SELECT email , cell_phone FROM professionals
SELECT breed_type , size_description FROM breeds
SELECT breed_type , size_type FROM dogs
SELECT first_name , description FROM professionals
SELECT T1.first_name , T1.description FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id WHERE T2.treatment_type_code = "treatment_type_code"
SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T3.Song_ID = T2.Song_ID WHERE T3.Highest_Position = 'Singer'
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID JOIN song AS T3 ON T3.Song_ID = T2.Song_ID WHERE T3.Highest_Position = 'Singer'
SELECT Birth_Year , Citizenship FROM singer
SELECT Birth_Year , Citizens FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Citizenship != "France"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID != "French"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = 1948 OR T2.Birth_Year = 1949
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = 1948 OR T2.Birth_Year = 1949
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Highest_Position > (SELECT max(Highest_Position) FROM song)
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Sales > max(T2.Sales)
SELECT T1.Song_ID , count(*) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Song_ID
SELECT count(*) FROM singer WHERE citizenship = 'USA'
SELECT T1.Citizenship FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.Song_ID , T1.Song_ID FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Song_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.citizenship , max(T1.net_worth_millions) FROM singer AS T1 JOIN song AS T2 ON T1.singer_id = T2.singer_id WHERE T2.citizenship = 'Singer'
SELECT max(net_worth) FROM singer
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T1.Name = "Singer" AND T2.Birth_Year = "2018"
SELECT T1.Title , T1.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID = 'Singer'
SELECT DISTINCT name FROM singer WHERE sales > 300000
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Sales > 300000
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID = 1
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID = 1
SELECT T1.Name , sum(T1.Sales) FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID = 'Song'
SELECT sum(Song_ID) FROM singer
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID != 'Singer'
SELECT T1.Name FROM sing AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Song_ID != 'Singer'
SELECT citizenship FROM singer WHERE Birth_Year > 1945 AND Birth_Year > 1955
SELECT T1.citizenship FROM song AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id WHERE T2.birth_year > 1945 AND T2.birth_year > 1955
SELECT count(*) FROM Properties
SELECT feature_type_name FROM ref_feature_types WHERE feature_type_code = "AirCon"
SELECT property_type_description FROM Properties
SELECT property_name FROM Properties WHERE room_count > 1
