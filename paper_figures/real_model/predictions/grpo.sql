SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY T2.Age
SELECT T1.Name , T1.Country , T1.Age FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY T2.Age
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT avg(age) , min(age) , max(age) FROM singer
SELECT song_name , song_release_year FROM song ORDER BY song_release_year
SELECT Song_Name , Song_Release_year FROM song GROUP BY Song_Name
SELECT Country FROM singer_in_concert GROUP BY Country ORDER BY count(*) DESC LIMIT 1
SELECT Country FROM singer_in_concert GROUP BY Country ORDER BY count(*) DESC LIMIT 1
SELECT Country , count(*) FROM singer GROUP BY Country
SELECT count(*) , Country FROM singer
SELECT Song_Name FROM song_name GROUP BY Song_Name ORDER BY avg(Song_release_year) DESC LIMIT 1
SELECT Song_Name FROM singer_in_concert ORDER BY Song_Name LIMIT 1
SELECT LOCATION , Name FROM stadium WHERE Capacity > 5000 AND Capacity < 10000
SELECT T1.Location , T1.Name FROM station AS T1 JOIN station_capacity AS T2 ON T1.Station_ID = T2.Station_ID GROUP BY T1.Station_ID ORDER BY T2.Capacity LIMIT 1
SELECT max(capacity) , avg(capacity) FROM stadium
SELECT avg(Capacity) , max(Capacity) FROM stadium
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T2.Stadium_ID ORDER BY T2.Capacity LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN stadium_in_concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T2.Stadium_ID ORDER BY T2.Capacity LIMIT 1
SELECT count(*) FROM concert GROUP BY year
SELECT count(*) FROM concert GROUP BY year
SELECT T1.name , count(*) FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM stadium
SELECT T1.name , T1.capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Capacity FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY count(*) DESC LIMIT 2013
SELECT YEAR FROM concert GROUP BY YEAR
SELECT YEAR FROM concert GROUP BY YEAR
SELECT T1.name FROM stadium AS T1 JOIN concert AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY count(*) DESC LIMIT 1
SELECT Country FROM singer WHERE Age > 40 AND Song_Name < 30
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID GROUP BY T1.Stadium_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014
SELECT T1.Name , T1.Theme FROM singer AS T1 JOIN concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Name , count(*) FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT singer_name , count(*) FROM singer GROUP BY singer_name
SELECT T1.Name , count(*) FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT singer_name FROM concert GROUP BY singer_name ORDER BY count(*) DESC LIMIT 2
SELECT T1.Name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 2
SELECT song_name , country FROM singer WHERE song_name LIKE "%Hey%"
SELECT T1.Name , T1.Country FROM singer AS T1 JOIN song_name AS T2 ON T1.Name = T2.song_name GROUP BY T2.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014 AND T2.Year = 2015
SELECT T1.Name , T2.Location FROM stadium AS T1 JOIN concert AS T2 ON T1.Stadium_ID = T2.Stadium_ID WHERE T2.Year = 2014 AND T2.Title = "Stadium"
SELECT count(*) FROM stadium GROUP BY capacity ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM stadium GROUP BY capacity ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM pets GROUP BY pet_weight ORDER BY weight DESC LIMIT 1
SELECT count(*) FROM pets GROUP BY pet_weight ORDER BY count(*) DESC LIMIT 1
SELECT weight FROM pets ORDER BY age
SELECT T1.weight FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid GROUP BY T1.petid ORDER BY count(*) DESC LIMIT 1
SELECT max(weight) , pet_type FROM pets GROUP BY pet_type
SELECT max(weight) , type FROM pets
SELECT count(*) FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM pets AS T1 JOIN students AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM pets GROUP BY STUID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM pets GROUP BY STUID
SELECT count(*) FROM pets
SELECT count(DISTINCT T1.pet_type) FROM pets AS T1 JOIN pets AS T2 ON T1.petid = T2.petid GROUP BY T1.pet_type ORDER BY count(*) DESC LIMIT 1
SELECT fname FROM Student WHERE pet_type = "cat" OR pet_type = "dog"
SELECT fname FROM Student WHERE pet_type = "cat" OR pet_type = "dog"
SELECT fname FROM Student WHERE pet_type = "cat" AND pet_age = "dog"
SELECT fname FROM pets WHERE pet_type = 'cats' AND pet_age = 2
SELECT major , age FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT Major , age FROM pets GROUP BY Major ORDER BY age DESC LIMIT 1
SELECT studentid FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT StuID FROM Student WHERE StuID NOT IN (SELECT StuID FROM pets)
SELECT fname , age FROM Student WHERE LName = "dog" AND Sex = "cat"
SELECT fname FROM STUDENT WHERE LName = "dog" OR LName = "cat"
SELECT pet_type , pet_weight FROM pets
SELECT pet_age , weight FROM pets GROUP BY pet_age
SELECT pet_id , weight FROM pets GROUP BY pet_id
SELECT pet_id , weight FROM pets GROUP BY pet_id
SELECT avg(age) , max(age) FROM pets
SELECT avg(age) , max(age) FROM pets
SELECT avg(weight) , pet_type FROM pets
SELECT avg(weight) , pet_type FROM pets
SELECT fname , age FROM Student WHERE pet_age = 1
SELECT T1.fname , T1.lname FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid HAVING COUNT(*) > 1
SELECT pet_id FROM pets WHERE pet_name = 'Smith'
SELECT pet_id FROM pets AS T1 JOIN student AS T2 ON T1.stuid = T2.stuid WHERE T2.stuid = 'Smith'
SELECT count(*) , student_id FROM pets GROUP BY student_id
SELECT count(*) , StuID FROM Student GROUP BY StuID
SELECT fname , sex FROM Student GROUP BY fname ORDER BY count(*) DESC LIMIT 1
SELECT fname , sex FROM Student GROUP BY fname ORDER BY count(*) DESC LIMIT 1
SELECT T1.lastname FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid ORDER BY count(*) DESC LIMIT 1
SELECT T1.lastname FROM Student AS T1 JOIN Pets AS T2 ON T1.stuid = T2.stuid GROUP BY T1.stuid ORDER BY count(*) DESC LIMIT 1
SELECT avg(age) FROM Student WHERE StuID NOT IN (SELECT StuID FROM Student)
SELECT avg(age) FROM Student GROUP BY STUID
SELECT count(*) FROM continents
SELECT count(*) FROM continents
SELECT continent , count(*) FROM continents
SELECT continent , name , count(*) FROM continents
SELECT count(*) FROM countries
SELECT count(*) FROM countries
SELECT FullName , Id FROM car_makers GROUP BY FullName
SELECT FullName , Id , count(*) FROM car_makers GROUP BY FullName
SELECT ModelId , ModelName FROM cars_data GROUP BY ModelName ORDER BY MIN(Horsepower) DESC LIMIT 1
SELECT Model FROM cars_data WHERE horsepower < (SELECT min(horsepower) FROM cars_data)
SELECT Model FROM cars_data WHERE Weight < (SELECT avg(Weight) FROM cars)
SELECT Model FROM cars_data WHERE Weight < (SELECT avg(Weight) FROM cars)
SELECT FullName FROM CAR_Makers WHERE Year = 1970
SELECT FullName FROM car_makers AS T1 JOIN car_makers AS T2 ON T1.Id = T2.Id WHERE T2.Make = "T1" AND T2.Year = 1970
SELECT make , production_time FROM cars_data WHERE Year = 2
SELECT maker FROM cars_data WHERE make = "car_makers" ORDER BY make LIMIT 1
SELECT DISTINCT model FROM cars_data GROUP BY model
SELECT T1.model FROM cars AS T1 JOIN car_makers AS T2 ON T1.id = T2.car_maker JOIN model_list AS T3 ON T3.model = T2.model WHERE T3.year = 1980
SELECT count(*) , continent FROM continents
SELECT FullName , count(*) FROM continents GROUP BY FullName
SELECT country_name FROM countries GROUP BY country_name ORDER BY count(*) DESC LIMIT 1
SELECT FullName FROM country GROUP BY FullName ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT count(*) , FullName FROM car_makers GROUP BY FullName
SELECT Accelerate FROM car_names WHERE MakeId = "Hornet"
SELECT T1.accelerate FROM cars_data AS T1 JOIN car_names AS T2 ON T1.id = T2.car_name JOIN car_makers AS T3 ON T3.id = T2.maker WHERE T3.make = "Hornet"
SELECT count(*) FROM car_makers
SELECT count(*) FROM CAR_Makers AS T1 JOIN CAR_Makers AS T2 ON T1.Id = T2.Id GROUP BY T1.Id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM car_models
SELECT count(*) FROM car_models
SELECT avg(mpg) FROM cars_data GROUP BY id
SELECT avg(MilesPerGallon) FROM CAR_NAMES
SELECT min(Weight) FROM cars_data GROUP BY Weight
SELECT min(Weight) FROM cars_data GROUP BY Weight
SELECT FullName , Model FROM CAR_Makers
SELECT FullName , Model FROM CAR_Makers
SELECT FullName , Id FROM CAR_Makers GROUP BY FullName
SELECT FullName , Id FROM countries GROUP BY FullName
SELECT count(*) FROM cars_data WHERE horsepower > 150
SELECT count(*) FROM cars_data WHERE horsepower > 150
SELECT avg(Weight) FROM cars_data AS T1 JOIN cars_list AS T2 ON T1.Id = T2.Id GROUP BY T1.Id ORDER BY avg(Weight) DESC LIMIT 1
SELECT avg(Weight) , YEAR FROM cars_data GROUP BY YEAR
SELECT country FROM countries GROUP BY country ORDER BY count(*) DESC LIMIT 3
SELECT FullName FROM countries GROUP BY FullName ORDER BY count(*) DESC LIMIT 3
SELECT max(Hp) , Model FROM cars_list WHERE cyl = 3
SELECT max(Horsepower) FROM model_list GROUP BY HYPRC_MILES
SELECT max(mileage) FROM model_list GROUP BY model_name
SELECT Model FROM cars ORDER BY Mpg LIMIT 1
SELECT avg(Hp) FROM cars_data ORDER BY Hp
SELECT avg(Hp) FROM cars
SELECT avg(edispl) FROM cars_data GROUP BY id
SELECT avg(edispl) FROM cars
SELECT max(accelerate) FROM cars
SELECT max(accelerate) FROM cylinders
SELECT model_name FROM cars ORDER BY count(*) DESC LIMIT 1
SELECT model_name FROM model ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM cars_data WHERE cyl > 4
SELECT count(*) FROM cars_data WHERE cyl > 4
SELECT count(*) FROM cars
SELECT count(*) FROM cars_data ORDER BY make LIMIT 1
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id GROUP BY T1.Id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM car_makers AS T1 JOIN car_names AS T2 ON T1.Id = T2.Id GROUP BY T1.Id ORDER BY count(*) DESC LIMIT 1
SELECT FullName , Id FROM car_makers GROUP BY FullName ORDER BY count(*) DESC LIMIT 3
SELECT FullName , Id FROM car_makers GROUP BY FullName
SELECT FullName FROM car_makers GROUP BY FullName ORDER BY Weight LIMIT 1
SELECT T1.model_name , T2.full_name FROM cars_list AS T1 JOIN car_makers AS T2 ON T1.id = T2.model_id GROUP BY T1.model_name ORDER BY count(*) DESC LIMIT 1
SELECT Year FROM cars_data WHERE MPG < 3000 AND Cylinders > 4000
SELECT Year , Cylinders FROM cars_data WHERE Weight > 4000 AND Weight < 3000
SELECT horsepower FROM cars_data GROUP BY horsepower ORDER BY horsepower DESC LIMIT 1
SELECT max(Horsepower) FROM cars_data GROUP BY HYPHYPHEROPHYLIMIT
SELECT count(*) FROM model_list WHERE Make = "Volvo"
SELECT count(*) FROM model_list WHERE Make = "Volvo"
SELECT count(*) FROM cars AS T1 JOIN cars_data AS T2 ON T1.id = T2.car_name GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM cars_data WHERE horsepower > (SELECT max( horsepower) FROM cars)
SELECT count(*) FROM countries GROUP BY country ORDER BY count(*) DESC LIMIT 2
SELECT count(*) FROM countries GROUP BY country ORDER BY count(*) DESC LIMIT 2
SELECT count(*) FROM cars_data GROUP BY Cylinders
SELECT count(*) FROM cars_data GROUP BY Cylinders
SELECT max(Horsepower) FROM cars_data GROUP BY Model ORDER BY HORPHOP HAVING count(*) > 4
SELECT ModelId , horsepower FROM cars_data GROUP BY Model ORDER BY horsepower DESC LIMIT 1
SELECT makeid , makename FROM cars_data GROUP BY makeid ORDER BY count(*) DESC LIMIT 3
SELECT make_id , name FROM cars_data WHERE horsepower < 4
SELECT max(M) FROM cars_data WHERE MakeId = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toyota" OR FullName = "Toy
SELECT max(mpg) FROM cars_data WHERE MakeId = "car_makers" AND cyl = 8
SELECT ModelId , Weight FROM cars_data WHERE Weight > 3500 AND Model != 'Ford Motor Company'
SELECT T1.model_name FROM cars AS T1 JOIN cars_data AS T2 ON T1.model_id = T2.model_id WHERE T2.make = "Ford" AND T2.weight = 3500
SELECT FullName FROM countries WHERE CountryId NOT IN (SELECT CountryId FROM car_makers)
SELECT FullName FROM countries WHERE CountryId NOT IN (SELECT CountryId FROM car_makers)
SELECT id , maker FROM car_makers GROUP BY id ORDER BY count(*) DESC LIMIT 1
SELECT Id , Maker FROM car_makers GROUP BY Id
SELECT id , name FROM countries WHERE country_name LIKE "%fiat%" ORDER BY count(*) DESC LIMIT 3
SELECT id , name FROM countries WHERE country = "car_makers" ORDER BY count(*) DESC LIMIT 3
SELECT Country FROM Airlines GROUP BY Country
SELECT Country FROM Airlines AS T1 JOIN Flights AS T2 ON T1.Airline = T2.Airline ORDER BY T2.DestAirport
SELECT Abbreviation FROM Airlines AS T1 JOIN flights AS T2 ON T1.Airline = T2.Airline ORDER BY T2.DestAirport
SELECT Abbreviation FROM Airlines WHERE Country = "Jetblue"
SELECT airlineName , Abbreviation FROM airlines AS T1 JOIN airports AS T2 ON T1.airlineCode = T2.airlineCode GROUP BY airlineName ORDER BY count(*) DESC LIMIT 1
SELECT airlineName , airlineAbbrev FROM airlines AS T1 JOIN airlines AS T2 ON T1.airlineCode = T2.airlineCode ORDER BY airlineName
SELECT AirportName , AirportCode FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportName , AirportCode FROM airports AS T1 JOIN flights AS T2 ON T1.airportCode = T2.airportCode GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM airlines
SELECT count(*) FROM airlines
SELECT count(*) FROM airports
SELECT count(*) FROM airports
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT airline FROM airlines WHERE airline = 'UAL'
SELECT airline FROM airlines WHERE airline = 'UAL'
SELECT count(*) FROM airlines AS T1 JOIN airports AS T2 ON T1.airline = T2.airline WHERE T2.airport = "USA"
SELECT count(*) FROM airlines
SELECT city , country FROM airports GROUP BY city ORDER BY country
SELECT city , country FROM airports AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode ORDER BY city
SELECT AirportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode WHERE T2.airportName = 'AKO'
SELECT airportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode GROUP BY airportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM airports AS T1 JOIN flights AS T2 ON T1.airportCode = T2.airportCode WHERE T2.city = 'Aberdeen'
SELECT AirportName FROM airports AS T1 JOIN airports AS T2 ON T1.airportCode = T2.airportCode
SELECT count(*) FROM flights WHERE SourceAirport = 'APG'
SELECT count(*) FROM flights WHERE SourceAirport = 'APG'
SELECT count(*) FROM flights WHERE DestAirport = 'Ato'
SELECT count(*) FROM flights
SELECT count(*) FROM flights WHERE City = "Aberdeen"
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT count(*) FROM flights
SELECT count(*) FROM flights WHERE City = 'Aberdeen' AND DestAirport = 'Ashley'
SELECT count(*) FROM flights AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode GROUP BY T1.airportcode ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM flights WHERE SourceAirport = 'JetBlue Airways'
SELECT count(*) FROM flights
SELECT count(*) FROM flights AS T1 JOIN airlines AS T2 ON T1.airlineCode = T2.airlineCode GROUP BY T1.airlineCode ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM flights AS T1 JOIN airlines AS T2 ON T1.airlineCode = T2.airlineCode GROUP BY T1.airlineCode ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM flights WHERE SourceAirport = 'AHD'
SELECT count(*) FROM flights WHERE SourceAirport = "AHD Airport"
SELECT count(*) FROM flights WHERE City = 'Aberdeen'
SELECT count(*) FROM flights WHERE SourceAirport = "Aberdeen"
SELECT city FROM flights GROUP BY city ORDER BY count(*) DESC LIMIT 1
SELECT DestAirport FROM airports GROUP BY DestAirport ORDER BY count(*) DESC LIMIT 1
SELECT city , count(*) FROM flights GROUP BY city
SELECT city FROM airports ORDER BY count(*) DESC LIMIT 1
SELECT AirportName , SourceAirport FROM airports GROUP BY AirportName ORDER BY count(*) DESC LIMIT 1
SELECT AirportCode FROM flights GROUP BY AirportCode ORDER BY count(*) DESC LIMIT 1
SELECT SourceAirport , COUNT(*) FROM flights GROUP BY SourceAirport
SELECT AirportName , SourceAirport FROM airports ORDER BY SourceAirport ASC
SELECT airline , count(*) FROM flights GROUP BY airline
SELECT airline FROM flights GROUP BY airline ORDER BY count(*) DESC LIMIT 1
SELECT Abbreviation , Country FROM airlines GROUP BY Abbreviation ORDER BY count(*) DESC LIMIT 1
SELECT Abbreviation , Country FROM flights GROUP BY Abbreviation ORDER BY count(*) DESC LIMIT 1
SELECT Airline , AirportName FROM flights WHERE SourceAirport = 'AHD'
SELECT T1.sourceairport FROM flights AS T1 JOIN airlines AS T2 ON T1.airportcode = T2.airportcode GROUP BY T2.airportcode ORDER BY count(*) DESC LIMIT 1
SELECT Airline , AirportName FROM flights WHERE SourceAirport = 'AHD'
SELECT T1.airportcode , T2.sourceairport FROM flights AS T1 JOIN airports AS T2 ON T1.airportcode = T2.airportcode GROUP BY T1.airportcode ORDER BY count(*) DESC LIMIT 1
SELECT T1.airline FROM airports AS T1 JOIN flights AS T2 ON T1.airportcode = T2.airportcode GROUP BY T1.airportcode ORDER BY count(*) DESC LIMIT 1
SELECT T1.Airline , T2.DestAirport FROM flights AS T1 JOIN airports AS T2 ON T1.AirportCode = T2.AirportCode GROUP BY T1.Airline
SELECT airline FROM flights WHERE sourceairport = 'CVO' OR sourceairport = 'APG'
SELECT T1.Airline , T2.DestAirport FROM airlines AS T1 JOIN airports AS T2 ON T1.Airline = T2.Airline ORDER BY T2.DestAirport
SELECT Airline , AirlineName FROM flights GROUP BY Airline
SELECT Airline , count(*) FROM flights GROUP BY Airline
SELECT airline FROM flights GROUP BY airline ORDER BY count(*) DESC LIMIT 200
SELECT T1.Airline , count(*) FROM flights AS T1 JOIN airlines AS T2 ON T1.Airline = T2.Airline GROUP BY T2.Airline ORDER BY count(*) DESC LIMIT 200
SELECT flightNo FROM flights WHERE Airline = "United Airlines"
SELECT flightNo FROM flights GROUP BY flightNo
SELECT flightNo FROM flights WHERE SourceAirport = "APG"
SELECT flightNo FROM flights WHERE DestAirport = 'APG'
SELECT flightNo FROM flights WHERE SourceAirport = "APG"
SELECT flightNo FROM flights GROUP BY flightNo
SELECT flightNo FROM flights WHERE City = "Aberdeen"
SELECT flightNo FROM flights WHERE DestAirport = " Aberdeen"
SELECT flightNo FROM flights WHERE City = "Aberdeen"
SELECT flightNo FROM flights WHERE DestAirport = " Aberdeen"
SELECT count(*) FROM flights WHERE City = "Abeldeen" OR City = "Abilene"
SELECT count(*) FROM flights WHERE City = "Abelene" OR City = "Aberdeen"
SELECT T1.airportName FROM airports AS T1 JOIN flights AS T2 ON T1.airportCode = T2.airportCode GROUP BY T1.airportCode ORDER BY count(*) DESC LIMIT 1
SELECT AirportName FROM airports ORDER BY SourceAirport DESC LIMIT 1
SELECT count(*) FROM employee
SELECT count(*) FROM employee
SELECT employee_name FROM employee ORDER BY employee_age
SELECT Name FROM employee ORDER BY Age ASC
SELECT count(*) FROM employee GROUP BY city
SELECT count(*) , city FROM employee GROUP BY city
SELECT city FROM employee GROUP BY city ORDER BY count(*) DESC LIMIT 1
SELECT city FROM employee GROUP BY city ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , Location FROM employee GROUP BY Location
SELECT count(*) FROM employee GROUP BY Location
SELECT manager_name , district FROM employee GROUP BY manager_name ORDER BY count(*) DESC LIMIT 1
SELECT manager_name , district FROM employee GROUP BY manager_name ORDER BY count(*) DESC LIMIT 1
SELECT min(num_products) , max(num_products) FROM employee
SELECT min(product_count) , max(product_count) FROM employee
SELECT name , location , district FROM shop ORDER BY count(*) DESC
SELECT name , location , district FROM shop ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN shopping AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.name FROM employee AS T1 JOIN shop AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.employee_id ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM employee ORDER BY EXTRACT(DISTINCT t1.Name FROM employee AS t1 JOIN evaluation AS t2 ON t1.Employee_ID = t2.Employee_ID GROUP BY t1.Name ORDER BY count(*) DESC LIMIT 1
SELECT employee_name FROM evaluation GROUP BY employee_name ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM employee GROUP BY Name ORDER BY count(*) DESC LIMIT 1
SELECT Employee_ID , Name FROM employee GROUP BY Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN evaluation AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT shop_name FROM employee GROUP BY shop_name HAVING count(*) > 1
SELECT Name FROM employee ORDER BY Employee_ID LIMIT 1
SELECT name FROM employee ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , shop_name FROM employee GROUP BY shop_name
SELECT count(*) , name FROM employee GROUP BY name
SELECT sum(bonus) FROM evaluation
SELECT sum(bonus) FROM evaluation
SELECT T1.Name , T1.Location FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T1.Location FROM employee AS T1 JOIN hiring AS T2 ON T1.Employee_ID = T2.Employee_ID GROUP BY T1.Employee_ID ORDER BY count(*) DESC LIMIT 1
SELECT District FROM employee GROUP BY District ORDER BY count(*) DESC LIMIT 1
SELECT District FROM employee GROUP BY District ORDER BY count(*) DESC LIMIT 1
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(DISTINCT LOCATION) FROM employee
SELECT count(*) FROM Documents
SELECT count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents
SELECT Document_Name , Template_ID FROM Documents WHERE Document_Description LIKE "%w%"
SELECT T1.Template_ID , T2.Template_ID FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Description = "w"
SELECT Document_ID , Template_ID , Description FROM Documents WHERE Document_Name = "Robbin CV"
SELECT document_id , template_id , description FROM document WHERE document_name = "Robbin CV"
SELECT count(DISTINCT T1.Template_ID) FROM document_details AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Templates
SELECT count(*) FROM documents WHERE Template_Type_Code = 'PPT'
SELECT count(*) FROM documents WHERE Template_Type_Code = "PPT"
SELECT template_id , count(*) FROM Templates
SELECT T1.Template_ID , count(*) FROM documents AS T1 JOIN templates AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT template_id , template_type_code FROM documents GROUP BY template_id ORDER BY count(*) DESC LIMIT 1
SELECT template_id , template_type_code FROM documents GROUP BY template_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT Template_ID FROM Templates GROUP BY Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT template_id FROM Templates
SELECT T1.Template_ID FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Templates
SELECT count(*) FROM Templates
SELECT template_id , version_number , template_type_code FROM Templates
SELECT T1.Template_ID , T1.Version_Number , T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T2.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code
SELECT T1.Template_ID FROM Templates AS T1 JOIN PPT_Template AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Type_Code = "PP" OR T2.Template_Type_Code = "PTP"
SELECT template_ID FROM Templates WHERE Template_Type_Code = "PP" OR Template_Type_Code = "PTP"
SELECT count(*) FROM Templates WHERE Template_Type_Code = "CV"
SELECT count(*) FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_ID , T1.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Version_Number > 5
SELECT T1.Version_Number , T2.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY T1.Version_Number LIMIT 1
SELECT template_type_code , count(*) FROM TIMESTAMP
SELECT T1.Template_Type_Code , count(*) FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code , count(*) FROM Templates GROUP BY template_type_code
SELECT T1.Template_Type_Code FROM Templates AS T1 JOIN Ref_Template_Types AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T2.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM ref_template_types ORDER BY template_type_code LIMIT 3
SELECT T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 3
SELECT min(Version_Number) , template_type_code FROM Ref_Template_Types
SELECT T1.Template_ID , T1.Template_Type_Code FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY T1.Template_ID LIMIT 1
SELECT template_type_code FROM document WHERE document_name = "Data base"
SELECT template_type_code FROM documents WHERE document_name = "Data base"
SELECT Document_Name FROM Templates WHERE Template_Type_Code BK
SELECT Document_Name FROM Documents WHERE Template_ID = "BK"
SELECT T1.Template_Type_Code , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Template_Type_Code , count(*) FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM documents GROUP BY template_type_code
SELECT template_type_code FROM documents GROUP BY template_type_code ORDER BY count(*) DESC LIMIT 1
SELECT template_type_code FROM documents
SELECT Template_Type_Code FROM Ref_Template_Types WHERE Template_Type_Description != "Ref_Template_Types"
SELECT template_type_code , template_details FROM Templates
SELECT T1.Template_Type_Code , T1.Template_Description FROM Ref_Template_Types AS T1 JOIN Templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT template_type_description FROM ref_template_types AS T1 JOIN templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "AD"
SELECT template_type_description FROM ref_template_types AS T1 JOIN templates AS T2 ON T1.Template_Type_Code = T2.Template_Type_Code WHERE T2.Template_Type_Description = "AD"
SELECT template_type_code FROM template_type_description WHERE template_type_description = "Book"
SELECT template_type_code FROM Ref_Template_Types WHERE Template_Type_Description = "Book"
SELECT DISTINCT Template_Type_Description FROM Templates
SELECT T1.Template_Description FROM Templates AS T1 JOIN Documents AS T2 ON T1.Template_ID = T2.Template_ID GROUP BY T1.Template_ID ORDER BY count(*) DESC LIMIT 1
SELECT Template_ID FROM Ref_Template_Types WHERE Template_Type_Description = "Presentation"
SELECT T1.Template_ID FROM Templates AS T1 JOIN Document_details AS T2 ON T1.Template_ID = T2.Template_ID WHERE T2.Template_Description = 'Presentation'
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Paragraphs
SELECT count(*) FROM Documents WHERE Document_Name = 'Summer Show'
SELECT count(*) FROM Documents AS T1 JOIN Paragraphs AS T2 ON T1.Document_ID = T2.Document_ID GROUP BY T1.Document_ID ORDER BY count(*) DESC LIMIT 1
SELECT Document_Text , Other_Details FROM ParagraphS
SELECT Document_Description FROM Paragraph WHERE Document_Name = "Korea"
SELECT Document_ID , Document_Text FROM Documents WHERE Document_Name = 'Welcome to NY'
SELECT Document_ID , Document_Name FROM Documents WHERE Document_Name = "Welcome to NY"
SELECT Document_Text FROM Documents WHERE Document_ID = "Customer reviews"
SELECT Document_Text FROM Documents WHERE Document_Name = 'Customer reviews'
SELECT document_id , count(*) FROM documents ORDER BY document_id
SELECT document_id , count(*) FROM Documents ORDER BY document_id
SELECT Document_ID , Document_Name , Document_Description , count(*) FROM Documents
SELECT Document_ID , Document_Name , Document_Description FROM Documents GROUP BY Document_ID ORDER BY count(*) DESC LIMIT 1
SELECT Document_ID FROM Documents WHERE Document_Description > 2
SELECT Document_ID FROM Documents WHERE Document_Description = "2" ORDER BY Document_ID LIMIT 1
SELECT Document_ID , Document_Name FROM Documents GROUP BY Document_ID ORDER BY count(*) DESC LIMIT 1
SELECT document_ID , document_name FROM Documents GROUP BY document_ID ORDER BY count(*) DESC LIMIT 1
SELECT Document_ID FROM Documents GROUP BY Document_ID ORDER BY count(*) DESC LIMIT 1
SELECT document_ID FROM Documents GROUP BY document_ID ORDER BY count(*) DESC LIMIT 1
SELECT Document_ID FROM Paragraph_Text WHERE Document_Description = "1 to 2"
SELECT Document_ID FROM Documents WHERE Document_Description BETWEEN 1 AND 2
SELECT Document_ID FROM Documents WHERE Document_Name = "Brazil" AND Other_Details = "Ireland"
SELECT Document_ID FROM Documents WHERE Document_Name = 'Brazil' AND Other_Details = 'Ireland'
SELECT count(*) FROM teacher
SELECT count(*) FROM teacher
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Age
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Hometown
SELECT Age , Hometown FROM teacher
SELECT T1.Hometown , T1.Grade FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Hometown ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM teacher AS T1 JOIN teacher_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID WHERE T2.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN teacher_arrange AS T2 ON T1.Teacher_ID = T2.Teacher_ID WHERE T2.Hometown != "Little Lever Urban District"
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT Hometown FROM teacher ORDER BY Hometown
SELECT T1.Name , T1.Age FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT Hometown , count(*) FROM teacher GROUP BY Hometown
SELECT count(*) FROM teacher
SELECT Hometown FROM teacher
SELECT Hometown FROM teacher GROUP BY Hometown ORDER BY count(*) DESC LIMIT 1
SELECT Hometown FROM teacher GROUP BY Hometown HAVING COUNT(*) > 2
SELECT T1.town FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.course_id = T2.course_id GROUP BY T1.town ORDER BY count(*) DESC LIMIT 2
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Name
SELECT T1.Name , T2.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID ORDER BY T2.Name
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , count(*) FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 2
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM teacher AS T1 JOIN course_arrange AS T2 ON T1.Course_ID = T2.Course_ID GROUP BY T2.Course_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM visit WHERE age < 30
SELECT T1.Name FROM visitor AS T1 JOIN visitor_membership AS T2 ON T1.ID = T2.Museum_ID GROUP BY T2.ID ORDER BY T2.Level_of_membership DESC LIMIT 1
SELECT avg(age) FROM visit GROUP BY T1.ID
SELECT T1.Name , T1.Level_of_membership , T1.Age FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.ID GROUP BY T1.Name ORDER BY T2.Age
SELECT T1.id , T1.name FROM visit AS T1 JOIN museum AS T2 ON T1.id = T2.Museum_ID GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1
SELECT avg(num_of_staff) FROM MONUM_OPEN_2009
SELECT open_year , staff_number FROM museum ORDER BY open_year
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T1.Museum_ID ORDER BY count(*) DESC LIMIT 2010
SELECT T1.id , T1.name , T1.age FROM visitor AS T1 JOIN visit AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT T1.id , T1.name , T1.membership_level FROM visitor AS T1 JOIN visit AS T2 ON T1.id = T2.ID GROUP BY T1.id ORDER BY T2.total_spent DESC LIMIT 1
SELECT T1.id , T1.name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM visit AS T1 JOIN museum AS T2 ON T1.Museum_ID = T2.Museum_ID WHERE T2.Open_Year = "2018"
SELECT T1.Name , T1.Age FROM visitor AS T1 JOIN visitor_id AS T2 ON T1.ID = T2.ID GROUP BY T2.ID ORDER BY count(*) DESC LIMIT 1
SELECT avg(ticket_amount) , max(ticket_amount) FROM visit
SELECT T1.total_spent FROM visitor AS T1 JOIN visit AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY T2.num_ticket LIMIT 1
SELECT T1.Name FROM visitor AS T1 JOIN visit AS T2 ON T1.ID = T2.Museum_ID WHERE T2.Open_Year > 2009 AND T2.Open_Year > 2011
SELECT count(*) FROM visit WHERE MONTH > 2010
SELECT count(*) FROM MONUMONUMS WHERE Open_Year > 2013 OR Open_Year < 2008






























































SELECT count(*) FROM ship END
SELECT name , tonnage FROM ship ORDER BY tonnage DESC
SELECT name , date , result FROM battle
SELECT max(DISTINCT death) , min(DISTINCT death) FROM death
SELECT avg(injuries) , count(*) FROM ship GROUP BY id
SELECT T1.name , T1.note FROM death AS T1 JOIN ship AS T2 ON T1.id = T2.id GROUP BY T1.name ORDER BY T2.note
SELECT name , result FROM battle WHERE bulgarian_commander != 'Boril'
SELECT T1.id , T1.name FROM battle AS T1 JOIN ship AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT id , name FROM battle GROUP BY id ORDER BY count(*) DESC LIMIT 1
SELECT ship_id , name FROM ship ORDER BY tonnage LIMIT 1
SELECT DISTINCT name FROM battle WHERE name LIKE "%Kaloyan%"
SELECT count(DISTINCT result) FROM battle
SELECT count(*) FROM battle WHERE tonnage > 225
SELECT name , date FROM battle WHERE name = 'Lettice' AND ship_type = 'Atalanta'
SELECT name , result FROM battle WHERE lost_in_battle = 'English Channel'
SELECT note FROM death GROUP BY note ORDER BY count(*) DESC LIMIT 1
SELECT address_id FROM Addresses GROUP BY address_id ORDER BY count(*) DESC LIMIT 1
SELECT first_name , last_name FROM Addresses
SELECT count(*) FROM courses
SELECT count(*) FROM courses
SELECT T1.course_name FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.course_name = "Math"
SELECT DISTINCT course_description FROM courses
SELECT zip_postcode FROM addresses WHERE city = "Port Chelsea"
SELECT zip_postcode FROM addresses ORDER BY zip_postcode
SELECT department_name , department_id FROM courses GROUP BY department_name ORDER BY count(*) DESC LIMIT 1
SELECT department_name , department_id FROM Degrees ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM departments
SELECT count(DISTINCT department_id) FROM departments
SELECT count(DISTINCT name) FROM Degree_programs
SELECT count(DISTINCT degree_summary_name) FROM degrees
SELECT count(*) FROM departments
SELECT count(*) FROM departments
SELECT T1.name , T1.description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id
SELECT T1.name , T2.description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id
SELECT course_name , course_id FROM courses AS T1 JOIN sections AS T2 ON T1.course_id = T2.course_id GROUP BY course_id ORDER BY count(*) DESC LIMIT 2
SELECT course_name , course_id FROM courses AS T1 JOIN sections AS T2 ON T1.course_id = T2.course_id GROUP BY T1.course_id ORDER BY count(*) DESC LIMIT 2
SELECT section_name FROM sections
SELECT T1.name FROM sections AS T1 JOIN sections_details AS T2 ON T1.address_id = T2.address_id ORDER BY T2.address_id
SELECT T1.semester_id , T2.semester_name FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id GROUP BY T1.semester_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_name , T1.student_id FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_id = T2.student_id GROUP BY T2.student_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT department_name FROM department WHERE department_name LIKE "%%"
SELECT department_description FROM department WHERE name LIKE "%%"
SELECT firstname , last_name , other_details FROM Student_Enrolment_Courses
SELECT T1.first_name , T1.middle_name , T1.last_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.first_name , T1.middle_name , T1.last_name
SELECT firstname , last_name FROM Student_Enrolment_Courses
SELECT T1.first_name , T1.middle_name , T1.last_name FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.first_name , T1.middle_name , T1.last_name
SELECT T1.student_enrolment_id , count(*) FROM Student_Enrolment AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T2.student_enrolment_id HAVING COUNT(*) > 1
SELECT DISTINCT degree_summary_name FROM Student_Enrolment_Courses
SELECT program_id , summary_id FROM student_enrolment_courses
SELECT program_id , summary_id FROM Degree_Programs GROUP BY program_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_enrolment_id , T1.first_name , T1.middle_name , T1.last_name , count(*) FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id ORDER BY count(*) DESC LIMIT 1
SELECT fname , lname , t1.student_enrolment_id , t2.student_enrolment_id FROM student AS t1 JOIN student_enrolment_courses AS t2 ON t1.student_enrolment_id = t2.student_enrolment_id GROUP BY fname , lname
SELECT semester_name FROM semesters
SELECT T1.semester_name FROM student_enrolment_courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T2.semester_id ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T1.course_id ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T1.course_id ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM courses GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT course_name FROM courses GROUP BY course_name ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_name FROM students AS T1 JOIN departments AS T2 ON T1.student_id = T2.student_id GROUP BY T1.student_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_name FROM students AS T1 JOIN departments AS T2 ON T1.student_id = T2.student_id GROUP BY T1.student_id ORDER BY count(*) DESC LIMIT 1
SELECT date_first_registered , id FROM Transcript_Contents WHERE course_id = "Transcripts"
SELECT date_first_registered , id FROM Transcript_Contents AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id ORDER BY count(*) DESC LIMIT 2
SELECT phone_number FROM man WHERE first_name = "Timmothy" AND last_name = "Ward"
SELECT phone_number FROM Student_Enrolment_Courses
SELECT firstname , last_name , other_details FROM Student_Enrolment
SELECT firstname , last_name FROM Student_Enrolment_Courses
SELECT T1.first_name , T1.middle_name , T1.last_name FROM graduates AS T1 JOIN graduates_courses AS T2 ON T1.address_id = T2.address_id GROUP BY T1.first_name , T1.middle_name , T1.last_name
SELECT T1.first_name , T1.middle_name , T1.last_name FROM courses AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T1.first_name , T1.middle_name , T1.last_name
SELECT T1.first_name , T1.last_name FROM permanent_address AS T1 JOIN student_enrolment AS T2 ON T1.address_id = T2.address_id WHERE T2.first_name = "John" AND T2.last_name = "Smith"
SELECT T1.first_name FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id WHERE T2.permanent_address_id = "D"
SELECT address_id , count(*) FROM Addresses GROUP BY address_id
SELECT T1.address_id , T2.line_1 , T2.line_2 FROM Addresses AS T1 JOIN Students AS T2 ON T1.address_id = T2.address_id GROUP BY T1.address_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN transcripts AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.transcript_id ORDER BY count(*) DESC LIMIT 1
SELECT avg(transcript_date) FROM Transcript_Contents
SELECT date_first_registered , other_details FROM TRANSPORT_CONTENTS
SELECT date_first_registered , other_details FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT count(*) FROM Transcript_Contents
SELECT T1.transcript_date FROM Transcript_Contents AS T1 JOIN Transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T2.transcript_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.transcript_date FROM transcript_contents AS T1 JOIN transcript_contents AS T2 ON T1.transcript_id = T2.transcript_id GROUP BY T1.transcript_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Transcript_Contents AS T1 JOIN Student_Enrolment_Courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id GROUP BY T1.student_enrolment_id ORDER BY count(*) DESC LIMIT 1
SELECT max(t2.max_time) , t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2.t2
SELECT T1.transcript_id , count(*) FROM transcript AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY T2.transcript_id ORDER BY count(*) DESC LIMIT 1
SELECT date_first_registered , id FROM Transcript_Contents WHERE transcript_id < 1
SELECT semester_id FROM students AS T1 JOIN student_enrolment AS T2 ON T1.student_id = T2.student_id WHERE T2.student_enrolment_id = T1.student_enrolment_id
SELECT T1.semester_id FROM courses AS T1 JOIN student_enrolment_courses AS T2 ON T1.course_id = T2.course_id GROUP BY T2.course_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Addresses
SELECT address_id FROM Addresses AS T1 JOIN Student_Enrolment AS T2 ON T1.student_id = T2.student_id GROUP BY address_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.student_details FROM student_enrolment AS T1 JOIN student_enrolment_courses AS T2 ON T1.student_enrolment_id = T2.student_enrolment_id ORDER BY T2.student_details
SELECT other_details FROM students ORDER BY other_details
SELECT section_name FROM sections
SELECT DISTINCT T1.description FROM sections AS T1 JOIN sections_details AS T2 ON T1.section_id = T2.section_id GROUP BY T1.section_name ORDER BY count(*) DESC LIMIT 1
SELECT T1.first_name , T1.last_name FROM students AS T1 JOIN departments AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" ORDER BY T2.country
SELECT T1.first_name , T1.last_name FROM students AS T1 JOIN graduates AS T2 ON T1.student_id = T2.student_id WHERE T2.country = "Haiti" ORDER BY T2.country
SELECT T1.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1
SELECT T1.Title FROM TV_series AS T1 JOIN Cartoon AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY T2.Title ASC
SELECT directed_by FROM cartoon
SELECT T1.Title FROM cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Cartoon
SELECT count(*) FROM carto
SELECT T1.Title , T2.Directed_by FROM cartoon AS T1 JOIN TV_series AS T2 ON T1.id = T2.id ORDER BY T2.air_date
SELECT T1.Title , T1.Directed_by FROM T1 AS T1 JOIN Cartoon AS T2 ON T1.id = T2.T2 ORDER BY T2.air_date
SELECT T1.Title FROM cartoon AS T1 JOIN directed_by AS T2 ON T1.id = T2.head_role ORDER BY T2.head_role
SELECT T1.Title FROM cartoon AS T1 JOIN cartoon AS T2 ON T1.id = T2.cartoon_id ORDER BY T2.Title
SELECT country , count(*) FROM TV_channel GROUP BY country
SELECT country , count(*) FROM TV_channel GROUP BY country
SELECT count(*) FROM TV_channel
SELECT count(DISTINCT T1.title) , count(DISTINCT T2.content) FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY count(DISTINCT T2.content) DESC LIMIT 1
SELECT T1.Title FROM TV_channel AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.Series_name = "Sky Radio"
SELECT T1.Title FROM TV_series AS T1 JOIN Sky_radio AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY count(*) DESC LIMIT 1
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT Package_Option FROM TV_channel WHERE Series_name = "Sky Radio"
SELECT count(*) FROM TV_channel WHERE LANGUAGE = "English"
SELECT count(*) FROM TV_channel
SELECT LOCATION , LANGUAGE FROM TV_channel GROUP BY LANGUAGE ORDER BY LANGUAGE DESC LIMIT 1
SELECT LOCATION , LOCATION FROM TV_channels GROUP BY LOCATION
SELECT LANGUAGE , count(*) FROM TV_channel
SELECT LANGUAGE , count(*) FROM TV_channel
SELECT TV_channel FROM TV_channel GROUP BY TV_channel ORDER BY TV_channel DESC LIMIT 1
SELECT T1.title FROM TV_channel AS T1 JOIN cartoon AS T2 ON T1.id = T2.channel WHERE T2.title = "The Rise of the Blue Beetle"
SELECT T1.Title FROM TV_series AS T1 JOIN Cartoons AS T2 ON T1.id = T2.id GROUP BY T2.id ORDER BY count(*) DESC LIMIT 1
SELECT T1.Title FROM TV_series AS T1 JOIN TV_channels AS T2 ON T1.id = T2.channel WHERE T2.title = "Sky Radio"
SELECT episode FROM TV_series ORDER BY rating
SELECT episode FROM TV_series ORDER BY rating
SELECT T1.title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY T2.Rating LIMIT 3
SELECT T1.Title , T1.Rating FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY count(*) DESC LIMIT 3
SELECT min(Shared) , max(Shared) FROM TV_series
SELECT max(T1.Share) , min(T1.Share) FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.id ORDER BY max(T1.Share) DESC LIMIT 1
SELECT air_date FROM TV_series WHERE title = "A Love of a Lifetime"
SELECT Episode FROM TV_series WHERE Title = "A Love of a Lifetime"
SELECT Weekly_rank FROM TV_series GROUP BY Weekly_rank
SELECT Weekly_rank FROM TV_series GROUP BY Weekly_rank
SELECT TV_channel FROM TV_series WHERE Episode = "A Love of a Lifetime"
SELECT T1.title FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.episode = "A Love of a Lifetime"
SELECT Episode FROM TV_series WHERE Series_name = "Sky Radio"
SELECT episode FROM TV_series AS T1 JOIN TV_series AS T2 ON T1.id = T2.id WHERE T2.title = "Sky Radio"
SELECT count(*) FROM T1.directed_by GROUP BY DISTINCT directed_by
SELECT count(*) FROM TV_series GROUP BY T1.title
SELECT Production_code , Channel FROM TV_series ORDER BY Production_code LIMIT 1
SELECT channel , Pixel_aspect_ratio_PAR FROM TV_series GROUP BY channel ORDER BY count(*) DESC LIMIT 1
SELECT Package_option , TV_channel FROM TV_channel GROUP BY Package_option
SELECT Package_Option , Name FROM TV_channel WHERE Country = "USA"
SELECT channel FROM TV_channels WHERE Title = "Todd Casey"
SELECT Country FROM TV_series WHERE Title = "Todd Casey"
SELECT channel FROM TV_channels WHERE Title NOT IN (SELECT channel FROM TV_channels)
SELECT Country FROM TV_series WHERE Title NOT IN (SELECT T1.Title FROM TV_series AS T1 JOIN T2.author AS T2 ON T1.id = T2.author ORDER BY T2.published_date LIMIT 1
SELECT T1.title , T1.country FROM TV_channel AS T1 JOIN cartoon AS T2 ON T1.id = T2.channel WHERE T2.directed_by = "Ben Jones" AND T2.original_air_date = "2018-04-18"
SELECT T1.title , T2.country FROM TV_channels AS T1 JOIN TV_series AS T2 ON T1.id = T2.id GROUP BY T1.title ORDER BY count(*) DESC LIMIT 1
SELECT pixel_aspect_ratio_PAR , country FROM TV_channels WHERE channel != "English"
SELECT pixel_aspect_ratio_PAR , country FROM TV_channels WHERE channel != "English"
SELECT id FROM TV_channel WHERE Country = "USA" AND LENGTH(Channel) > 2
SELECT channel FROM TV_channels WHERE channel > 2
SELECT channel FROM TV_channels WHERE Title = "Ben Jones"
SELECT channel FROM TV_channels WHERE Title != "Ben Jones"
SELECT Package_Option FROM TV_channel WHERE Title NOT IN (SELECT Title FROM TV_channel)
SELECT Package_Option FROM TV_channels WHERE Title NOT IN (SELECT T1.Title FROM TV_channels AS T1 JOIN Cartoon AS T2 ON T1.id = T2.channel WHERE T2.Title = "Ben Jones")
SELECT count(*) FROM poker_player
SELECT count(*) FROM poker_player
SELECT Earnings FROM poker_player ORDER BY Earnings DESC
SELECT Earnings FROM poker_player ORDER BY Earnings
SELECT T1.Final_Table_Made , T1.Best_Finish FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T2.People_ID ORDER BY T2.Best_Finish DESC LIMIT 1
SELECT T1.Final_Table_Made , T1.Best_Finish FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T2.People_ID ORDER BY T2.Best_Finish DESC LIMIT 1
SELECT avg(Earnings) FROM poker_player
SELECT avg(Earnings) FROM poker_player
SELECT max(W) FROM poker_player WHERE W > (SELECT max(W) FROM people)
SELECT max(W) FROM p_player WHERE W > (SELECT max(W) FROM p_player)
SELECT max(T1.Final_Table_Made) FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Final_Table_Made LIMIT 200000
SELECT max(final_table_made) FROM poker_player WHERE Earnings > 200000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality = 'poker'
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Wage LIMIT 300000
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY T2.Wage LIMIT 300000
SELECT T1.Name FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.Final_Table_Made ASC
SELECT T1.Name FROM poker_player AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.Final_Table_Made DESC
SELECT Birth_Date FROM poker_player WHERE Earnings < (SELECT max( Earnings) FROM poker_player)
SELECT Birth_Date FROM poker_player WHERE Earnings < (SELECT max( Earnings) FROM poker_player)
SELECT T1.Money_Rank FROM people AS T1 JOIN porter_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T2.People_ID ORDER BY T2.Height LIMIT 1
SELECT max(Height) FROM poker_player GROUP BY Height
SELECT avg(Earnings) FROM poker_player WHERE Height > 200
SELECT avg(Earnings) FROM poker_player WHERE Height > 200
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.earnings
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.Name ORDER BY Earnings DESC
SELECT T1.nationality , count(*) FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id GROUP BY T2.nationality ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM people GROUP BY Nationality
SELECT max(nationality) FROM people
SELECT nationality FROM people GROUP BY nationality ORDER BY count(*) DESC LIMIT 1
SELECT nationality FROM people GROUP BY nationality HAVING COUNT(*) > 2
SELECT T1.nationality FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id GROUP BY T1.nationality ORDER BY count(*) DESC LIMIT 1
SELECT name , birth_date FROM people ORDER BY birth_date
SELECT T1.Name , T1.Birth_Date FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.Birth_Date
SELECT T1.Name FROM people AS T1 JOIN people_id AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "Russia"
SELECT T1.Name FROM people AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID WHERE T2.Nationality != "Russia"
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM people AS T1 JOIN poker_player AS T2 ON T1.People_ID = T2.People_ID GROUP BY T1.People_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(DISTINCT T1.nationality) FROM people AS T1 JOIN people_id AS T2 ON T1.people_id = T2.people_id GROUP BY T2.nationality ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM people
SELECT count(*) FROM STATE
SELECT T1.contestant_name , T1.contestant_number FROM contestant AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T2.contestant_number ORDER BY T2.contestant_name
SELECT T1.voted_id , T1.phone_number , T1.state FROM VOTES AS T1 JOIN T2 AS T2 ON T1.voted_id = T2.voted_id GROUP BY T1.voted_id ORDER BY count(*) DESC LIMIT 1
SELECT max(area_code) , min(area_code) FROM AREA_CODE_STATE
SELECT T1.created FROM VOTES AS T1 JOIN AREA_CODE_STATE AS T2 ON T1.area_code = T2.area_code GROUP BY T2.area_code ORDER BY count(*) DESC LIMIT 1
SELECT T1.name FROM contestant_name AS T1 JOIN contestant_name AS T2 ON T1.name = T2.name GROUP BY T2.name ORDER BY count(*) DESC LIMIT 1
SELECT distinct state , create_time FROM VOTES
SELECT T1.contestant_number , T1.contestant_name FROM contestant_number AS T1 JOIN contestant_number AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T1.contestant_number ORDER BY count(*) DESC LIMIT 2
SELECT T1.contestant_number , T1.contestant_name FROM contestant_number AS T1 JOIN VOTES AS T2 ON T1.contestant_number = T2.contestant_number GROUP BY T1.contestant_number ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM VOTES AS T1 JOIN state AS T2 ON T1.state = T2.state GROUP BY T1.state ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM VOTES
SELECT area_code FROM VOTES GROUP BY area_code ORDER BY count(*) DESC LIMIT 1
SELECT create_date , state , phone_number FROM VOTES GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT area_code FROM contestant_votes WHERE contestant_name = 'Tabatha Gehling' AND contestant_number = 'Kelly Clauss'
SELECT T1.name FROM contestant_name AS T1 JOIN contestant_name AS T2 ON T1.name = T2.name GROUP BY T2.name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN nation AS T2 ON T1.Name = T2.Name GROUP BY T2.Name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage GROUP BY countrylanguage ORDER BY count(*) DESC LIMIT 1
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY sum(T2.surfacearea) DESC LIMIT 1
SELECT sum(population) FROM country
SELECT continent FROM country
SELECT continent FROM country
SELECT Region FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.CountryCode ORDER BY T2.Population
SELECT Region FROM city
SELECT Language FROM country ORDER BY Population DESC LIMIT 1
SELECT Language FROM country
SELECT Population , LifeExpectancy FROM country
SELECT Population , LifeExpectancy FROM country
SELECT Region , Population FROM country
SELECT Region , Population FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM country
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY T2.LifeExpectancy LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY T2.LifeExpectancy DESC LIMIT 1
SELECT sum(population) , max(GNP) FROM country
SELECT count(*) , GNP FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT sum(DISTINCT T1.surfacearea) FROM country AS T1 JOIN continent AS T2 ON T1.continent = T2.continent GROUP BY T2.continent ORDER BY sum(DISTINCT T1.surfacearea) DESC LIMIT 1
SELECT sum(T2.surfacearea) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY sum(T2.surfacearea) DESC LIMIT 1
SELECT count(*) FROM city GROUP BY CLASS
SELECT sum(population) FROM city GROUP BY population
SELECT avg(GNP) , sum(population) FROM country
SELECT GNP , TOTAL_POP , TOTAL_POP FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT T1.GovernmentType , T2.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.GovernmentType ORDER BY count(*) DESC LIMIT 1
SELECT count(DISTINCT form) FROM country
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT count(*) FROM countrylanguage
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT continent , count(*) FROM country
SELECT T1.continent , count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.continent = T2.continent GROUP BY T2.continent ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM countrylanguage WHERE CountryCode = "English" AND Continent = "Dutch"
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM country
SELECT Region FROM country ORDER BY Population
SELECT Region FROM country ORDER BY Population DESC LIMIT 1
SELECT country FROM countrylanguage WHERE language = "english" OR language = "deutsch"
SELECT CountryCode , IsOfficial FROM country ORDER BY Population
SELECT Language FROM country ORDER BY Population DESC LIMIT 1
SELECT LANGUAGE FROM country
SELECT LANGUAGE FROM countrylanguage GROUP BY LANGUAGE ORDER BY count(*) DESC LIMIT 1
SELECT LANGUAGE FROM countrylanguage GROUP BY LANGUAGE ORDER BY Population DESC LIMIT 1
SELECT city FROM city WHERE population > (SELECT max(population) FROM city)
SELECT max(population) FROM city
SELECT Name , Population , LifeLength FROM country AS T1 GROUP BY Name ORDER BY Population DESC LIMIT 1
SELECT Name , Population , LifeExpectancy FROM country
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT avg(LifeExpectancy) FROM countrylanguage
SELECT count(*) FROM country
SELECT count(*) FROM countrylanguage WHERE CountryCode != "en"
SELECT T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T2.CountryCode ORDER BY T2.Population DESC LIMIT 1
SELECT LOCALNAME FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryName GROUP BY T1.CountryName ORDER BY T2.LocalName
SELECT count(*) FROM countrylanguage WHERE BirthDate > 1930
SELECT count(*) FROM countrylanguage WHERE BirthDate > 1930
SELECT CountryName FROM country WHERE Population > (SELECT population FROM country)
SELECT CountryCode , Area FROM country
SELECT T1.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population < Asia
SELECT Population FROM country
SELECT Population FROM country
SELECT T1.Name , T2.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.Country WHERE T2.Population > (SELECT population FROM country)
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT countrycode FROM countrylanguage WHERE CountryCode != "English"
SELECT T1.CountryCode FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY count(*) DESC LIMIT 1
SELECT code FROM countrylanguage WHERE countrycode != "english" AND countrycode != "republics" AND countrycode != "republics"
SELECT city FROM country WHERE language != "english"
SELECT T1.Name FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.CountryCode WHERE T2.Language = "English"
SELECT city FROM country WHERE countrycode = "Chinese"
SELECT T1.Name FROM city AS T1 JOIN country AS T2 ON T1.ID = T2.CountryCode GROUP BY T2.ID ORDER BY T2.Population DESC LIMIT 1
SELECT Name , Independence , Population FROM country ORDER BY Population LIMIT 1
SELECT Name , YEAR , Population FROM country ORDER BY YEAR
SELECT Population , Name , Leader FROM country GROUP BY Population
SELECT Name , Population , HeadOfState FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY T2.Population DESC LIMIT 1
SELECT T1.Name , count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 3
SELECT Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , District FROM city GROUP BY District
SELECT count(*) , District FROM city GROUP BY District
SELECT T1.GovernmentForm , T2.TotalPopulation FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.GovernmentForm ORDER BY T2.TotalPopulation DESC LIMIT 1
SELECT T1.GovernmentForm , T2.Population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.GovernmentForm ORDER BY T2.Population DESC LIMIT 1
SELECT avg(LifeExpectancy) , sum(Population) FROM country
SELECT T1.continent , avg(T1.population) , avg(T1.lifeexpectancy) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.continent ORDER BY avg(T1.population) DESC LIMIT 1
SELECT Name , Area FROM country ORDER BY Area LIMIT 5
SELECT Name , Population FROM country GROUP BY Name
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT Name FROM country ORDER BY Population DESC LIMIT 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY T2.Population LIMIT 3
SELECT T1.Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 3
SELECT count(*) FROM country
SELECT count(*) FROM country
SELECT Name FROM country ORDER BY Population DESC LIMIT 1
SELECT Name FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY Population DESC LIMIT 1
SELECT sum(population) , avg(area) FROM countrylanguage WHERE Area > 3000
SELECT sum(population) , avg(surfacearea) FROM countrylanguage
SELECT city FROM city WHERE population > 160000 AND population < 900000
SELECT cityName FROM city WHERE population > 160000 AND population < 900000
SELECT LANGUAGE FROM country ORDER BY LANGUAGE DESC LIMIT 1
SELECT LANGUAGE FROM country ORDER BY LANGUAGE DESC LIMIT 1
SELECT LOCALNAME , T1.population FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code = T2.code GROUP BY T1.code ORDER BY T2.population DESC LIMIT 1
SELECT T1.CountryCode , T1.Language FROM country AS T1 JOIN countrylanguage AS T2 ON T1.CountryCode = T2.CountryCode GROUP BY T1.CountryCode ORDER BY Percentage DESC LIMIT 1
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code GROUP BY T1.Code ORDER BY count(*) DESC LIMIT 1
SELECT T1.code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.code2 = T2.code GROUP BY T1.code ORDER BY T2.percentage DESC LIMIT 1
SELECT code FROM country AS T1 JOIN countrylanguage AS T2 ON T1.Code = T2.Code WHERE T2.Population = "Spanish"
SELECT count(*) FROM conductor
SELECT count(*) FROM conductor
SELECT T1.Name FROM conductor AS T1 JOIN name AS T2 ON T1.Name = T2.Name ORDER BY T2.Age
SELECT Name FROM conductor ORDER BY Age
SELECT T1.Name FROM conductor AS T1 JOIN national_names AS T2 ON T1.Name = T2.Nationality GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN conductor_id AS T2 ON T1.Id = T2.Conductor_ID GROUP BY T2.Name ORDER BY count(*) DESC LIMIT 1
SELECT Record_Company , YEAR_of_Founded FROM orchestra ORDER BY YEAR_of_Founded
SELECT T1.Record_Company FROM orchestras AS T1 JOIN performance AS T2 ON T1.Name = T2.Name GROUP BY T1.Name ORDER BY T2.Year_of_Founded DESC LIMIT 1
SELECT avg(T1.Attendance) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T2.Performance_ID ORDER BY avg(T1.Attendance) DESC LIMIT 1
SELECT avg(T1.Attendance) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T2.Performance_ID ORDER BY avg(T1.Attendance) DESC LIMIT 1
SELECT max(T1.Share) , min(T1.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID ORDER BY T2.Show_ID LIMIT 1
SELECT max(T2.Share) , min(T2.Share) FROM performance AS T1 JOIN show AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Performance_ID ORDER BY T2.Share
SELECT count(DISTINCT T1.nationality) FROM conductor AS T1 JOIN national_diversity AS T2 ON T1.nationality = T2.nationality GROUP BY T2.nationality ORDER BY count(*) DESC LIMIT 1
SELECT count(DISTINCT T1.nationality) FROM conductor AS T1 JOIN national_diversity AS T2 ON T1.nationality = T2.nationality GROUP BY T1.nationality ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM conductor ORDER BY YEAR_OF_WORK
SELECT Name FROM conductor ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Name = T2.Performance_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN performance AS T2 ON T1.Name = T2.Performance_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM conductor ORDER BY Name
SELECT Name , Name FROM conductor ORDER BY Name
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestra AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T2.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T2.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T2.Conductor_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM conductor AS T1 JOIN orchestras AS T2 ON T1.Conductor_ID = T2.Conductor_ID GROUP BY T1.Name ORDER BY count(*) DESC LIMIT 1
SELECT Record_Company , count(*) FROM orchestra GROUP BY Record_Company
SELECT count(*) FROM orchestra
SELECT Record_Company , count(*) FROM orchestras ORDER BY count(*) ASC
SELECT Major_Record_Format FROM orchestras ORDER BY Major_Record_Format
SELECT T1.Record_Company FROM orchestras AS T1 JOIN orchestra AS T2 ON T1.Orchestra_ID = T2.Orchestra_ID GROUP BY T2.Record_Company ORDER BY count(*) DESC LIMIT 1
SELECT Record_Company FROM orchestra GROUP BY Record_Company ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM orchestras WHERE Performance_ID != "Official_ratings_(millions)"
SELECT Orchestra_ID FROM orchestras WHERE Type != "Official_ratings"
SELECT T1.Record_Company FROM orchestra AS T1 JOIN performance AS T2 ON T1.Performance_ID = T2.Performance_ID GROUP BY T1.Record_Company ORDER BY count(*) DESC LIMIT 1
SELECT Record_Company FROM orchestra ORDER BY Date LIMIT 1
SELECT count(*) FROM orchestras WHERE Record_Company = "CD" OR Record_Company = "DVD"
SELECT count(*) FROM orchestras GROUP BY T1.Record_Company ORDER BY count(*) DESC LIMIT 1
SELECT YEAR_OF_FIRST FROM orchestras WHERE YEAR_OF_FIRST > 1
SELECT YEAR_OF_FIRST FROM orchestras WHERE YEAR_OF_FIRST > 1
SELECT count(*) FROM Highschooler
SELECT count(*) FROM Highschooler
SELECT name , grade FROM Highschooler
SELECT name , grade FROM Highschooler GROUP BY name
SELECT grade FROM Highschooler
SELECT grade FROM Highschooler
SELECT grade FROM student WHERE name = "Kyle"
SELECT grade FROM highschooler WHERE name = "Kyle"
SELECT name FROM highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT T1.ID FROM Highschooler AS T1 JOIN friend AS T2 ON T1.ID = T2.ID GROUP BY T1.ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.id FROM friend AS T1 JOIN highschooler AS T2 ON T1.id = T2.ID
SELECT count(*) FROM student GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM student GROUP BY grade ORDER BY grade DESC LIMIT 1
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT count(*) , grade FROM Highschooler GROUP BY grade
SELECT grade FROM highschooler GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT grade FROM highschooler GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT grade FROM student WHERE grade > 4
SELECT grade FROM highschooler GROUP BY grade ORDER BY count(*) DESC LIMIT 1
SELECT student_id , count(*) FROM student GROUP BY student_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM friend
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name , count(*) FROM Highschooler GROUP BY name
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler GROUP BY name HAVING COUNT(*) >= 3
SELECT name FROM Highschooler GROUP BY name HAVING count(*) >= 3
SELECT name FROM friend GROUP BY name HAVING count(*) = 1
SELECT name FROM friend GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM friend
SELECT count(*) FROM friend
SELECT student_id FROM student GROUP BY student_id HAVING count(*) != 1
SELECT T1.student_id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.student_id GROUP BY T1.student_id ORDER BY count(*) DESC LIMIT 1
SELECT name FROM Highschooler GROUP BY name HAVING count(*) != 1
SELECT name FROM student_friend GROUP BY name HAVING count(*) = 0
SELECT T1.id FROM Highschooler AS T1 JOIN friend AS T2 ON T1.id = T2.ID GROUP BY T1.id ORDER BY count(*) DESC LIMIT 1
SELECT student_id FROM friend GROUP BY student_id ORDER BY count(*) DESC LIMIT 1
SELECT name FROM student_friend GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM friend GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) , student_id FROM Likes
SELECT count(*) , student_id FROM Likes
SELECT name , count(*) FROM Likes GROUP BY name
SELECT name FROM Highschooler GROUP BY name HAVING count(*) = 1
SELECT name FROM Highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM student GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT name FROM student_likes GROUP BY name ORDER BY count(*) DESC LIMIT 2
SELECT T1.name FROM friend AS T1 JOIN highschooler AS T2 ON T1.id = T2.student_id GROUP BY T2.student_id ORDER BY count(*) DESC LIMIT 2
SELECT T1.name FROM Highschooler AS T1 JOIN friend AS T2 ON T1.ID = T2.student_id JOIN friend_friend AS T3 ON T3.ID = T2.student_id JOIN student AS T4 ON T4.ID = T3.student_id JOIN friend_friend AS T5 ON T5.ID = T4.student_id JOIN friend AS T6 ON T6.ID = T5.student_id JOIN student AS T7 ON T7.ID
SELECT name FROM highschooler GROUP BY name ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Likes
SELECT count(*) FROM Likes
SELECT avg(grade) FROM friend GROUP BY grade
SELECT avg(grade) FROM friend
SELECT min(grade) FROM student GROUP BY grade
SELECT grade FROM student_friend GROUP BY grade ORDER BY grade DESC LIMIT 1
SELECT T1.state FROM Owners AS T1 JOIN Professionals AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.state ORDER BY count(*) DESC LIMIT 1
SELECT state FROM Owners AND LEVEL_TYPE = "Owners" AND LEVEL_TYPE = "Professionals"
SELECT avg(age) FROM dogs
SELECT avg(age) FROM treatments
SELECT DISTINCT LOCATION , T1.last_name , T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.last_name ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT last_name , cell_phone FROM Professionals WHERE state = "INDIAN" ORDER BY count(*) DESC LIMIT 1
SELECT dog_name FROM Dogs WHERE cost_of_treatment > 1000
SELECT dog_name FROM dogs WHERE owner_id > 1000
SELECT T1.first_name , T2.last_name FROM professionals AS T1 JOIN owners AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.first_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name , last_name FROM dogs GROUP BY first_name ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT professional_id , role_code , email FROM professionals
SELECT role_code , email_address FROM Professionals
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , first_name , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT role_code , first_name FROM professionals GROUP BY role_code
SELECT role_code , first_name , last_name FROM professionals GROUP BY role_code
SELECT breed_name FROM breeds GROUP BY breed_name ORDER BY count(*) DESC LIMIT 1
SELECT breed_name FROM dogs GROUP BY breed_name
SELECT owner_id , last_name FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM treatments GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.treatment_type_description FROM treatments AS T1 JOIN costs AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY T2.cost_of_treatment DESC LIMIT 1
SELECT T1.treatment_type_description FROM treatments AS T1 JOIN costs AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY T2.cost_of_treatment LIMIT 1
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , zip_code FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT professional_id , cell_phone FROM Professionals
SELECT DISTINCT phone FROM professionals WHERE role_code = "Professionals"
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code WHERE T2.cost_of_treatment < (SELECT max(cost_of_treatment) FROM treatment_types)
SELECT T1.first_name , T1.last_name FROM professionals AS T1 JOIN treatment_types AS T2 ON T1.professionals_id = T2.professionals_id GROUP BY T2.professionals_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.first_name , T2.first_name FROM treatments AS T1 JOIN professionals AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.owner_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.first_name , T1.last_name FROM treatments AS T1 JOIN employees AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.owner_id ORDER BY count(*) DESC LIMIT 1
SELECT T1.cost_of_treatment , treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T2.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT T1.cost_of_treatment , T2.treatment_type_description FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T1.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT owner_first_name , owner_last_name , size_description FROM Owners
SELECT T1.first_name , T1.last_name , T1.size_description FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_first_name , dog_id FROM Owners
SELECT owner_first_name , owner_last_name FROM Owners
SELECT dog_name , treatment_date FROM dogs GROUP BY dog_id ORDER BY count(*) DESC LIMIT 1
SELECT dog_id , treatment_type_code , name , date_of_treatment FROM dogs GROUP BY dog_id
SELECT owner_first_name , dog_name FROM Owners GROUP BY owner_first_name
SELECT owner_id , name FROM Owners ORDER BY owner_id LIMIT 1
SELECT date_of_treatment , date_of_departed FROM Dogs GROUP BY date_of_treatment
SELECT date_of_treatment , date_of_departure FROM Dogs GROUP BY date_of_treatment
SELECT T1.owner_id , T2.first_name FROM Owners AS T1 JOIN Dogs AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.owner_id ORDER BY count(*) DESC LIMIT 1
SELECT owner_id , last_name FROM Dogs ORDER BY age LIMIT 1
SELECT email FROM professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT email FROM professionals WHERE state = "Hawaii" OR state = "Wisconsin"
SELECT date_of_adoption , date_of_departed FROM dogs
SELECT date_of_adoption , date_of_departure FROM dogs
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments
SELECT count(*) FROM treatments AS T1 JOIN dogs AS T2 ON T1.owner_id = T2.owner_id GROUP BY T1.owner_id ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM professionals
SELECT role , street , city , state FROM professionals GROUP BY role
SELECT role_code , street , city , state FROM professionals WHERE city LIKE "%West%"
SELECT owner_id , first_name , last_name , email FROM Owners GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1
SELECT first_name , last_name , email_address FROM Owners WHERE city LIKE "%North%"
SELECT count(*) FROM dogs GROUP BY age ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM dogs GROUP BY age ORDER BY count(*) DESC LIMIT 1
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T2.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT T1.cost_of_treatment FROM treatments AS T1 JOIN treatment_types AS T2 ON T1.treatment_type_code = T2.treatment_type_code GROUP BY T2.treatment_type_code ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Dogs
SELECT count(*) FROM dogs WHERE treatment_type_code = "treatment_type_code"
SELECT count(*) FROM Owners
SELECT count(*) FROM Owners
SELECT count(*) FROM professionals WHERE dog_id != "Professionals"
SELECT count(*) FROM professionals GROUP BY T1.professionals_id
SELECT dog_name , age , weight FROM Dogs AS T1 JOIN abandoned_yn AS T2 ON T1.owner_id = T2.owner_id GROUP BY dog_id ORDER BY count(*) DESC LIMIT 1
SELECT dog_name , age , weight FROM Dogs
SELECT avg(age) FROM dogs
SELECT avg(age) FROM dogs
SELECT age FROM Dogs ORDER BY age
SELECT age FROM Dogs ORDER BY age
SELECT charge_type , amount FROM charges AS T1 JOIN charges AS T2 ON T1.charge_type = T2.charge_type ORDER BY T2.charge_amount
SELECT charge_type , charge_amount FROM charges
SELECT charge_amount FROM charges ORDER BY charge_amount LIMIT 1
SELECT charge_amount FROM charges GROUP BY charge_type ORDER BY count(*) DESC LIMIT 1
SELECT email , cell_phone , home_phone FROM professionals
SELECT email , cell_phone , home_phone FROM professionals
SELECT breed_type , size_type FROM breeds ORDER BY breed_type
SELECT breed_type , size_type FROM dogs GROUP BY breed_type ORDER BY count(*) DESC LIMIT 1
SELECT first_name , description FROM professionals GROUP BY first_name
SELECT T1.first_name , T1.description FROM professionals AS T1 JOIN treatments AS T2 ON T1.professionals_id = T2.professionals_id WHERE T2.treatment_type_code = "treatment_type_code"
SELECT count(*) FROM singer
SELECT count(*) FROM singer
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Song_ID
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID ORDER BY T2.Sales
SELECT Birth_Year , Citizenship FROM singer
SELECT Birth_Year , Citizens FROM song
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Citizenship != "France"
SELECT T1.Name FROM singer AS T1 JOIN song AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT Name FROM singer WHERE Birth_Year = 1948 OR Birth_Year = 1949
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID WHERE T2.Birth_Year = 1948 OR T2.Birth_Year = 1949
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Song_ID , count(*) FROM singer AS T1 JOIN song AS T2 ON T1.Song_ID = T2.Song_ID GROUP BY T1.Song_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM song GROUP BY citizenship
SELECT T1.citizenship FROM song AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id GROUP BY T1.citizenship ORDER BY count(*) DESC LIMIT 1
SELECT T1.Song_ID , T2.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Song_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.citizenship , max(T1.net_worth) FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.citizenship ORDER BY count(*) DESC LIMIT 1
SELECT max(net_worth) FROM SINGER
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Title , T2.Singer_ID FROM song AS T1 JOIN song AS T2 ON T1.Song_ID = T2.Song_ID GROUP BY T1.Song_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name , sum(T2.Sales) FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Name ORDER BY sum(T2.Sales) DESC LIMIT 1
SELECT sum(Song_ID) , T1.Song_ID FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T2.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Name FROM song AS T1 JOIN singer AS T2 ON T1.Singer_ID = T2.Singer_ID GROUP BY T1.Singer_ID ORDER BY count(*) DESC LIMIT 1
SELECT citizenship FROM song WHERE Birth_Year > 1945 AND Birth_Year > 1955
SELECT T1.citizenship FROM song AS T1 JOIN singer AS T2 ON T1.song_id = T2.song_id WHERE T2.birth_year > 1945 AND T2.birth_year > 1955
SELECT count(*) FROM Other_Property_Features
SELECT feature_type_name FROM ref_feature_types AS T1 JOIN ref_property_types AS T2 ON T1.feature_type_code = T2.feature_type_code WHERE T2.feature_name = "AirCon"
SELECT property_type_description FROM Properties GROUP BY property_type_code
SELECT property_name FROM Properties ORDER BY property_count LIMIT 1
